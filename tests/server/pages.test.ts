import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePage } from '../../server/plugins/pages.ts';
import { homeHeadTags } from '../../server/services/discovery.ts';
import { PAGE_CODE_ATTRIBUTE, SERVER_STATE_ELEMENT_ID } from '../../src/shared/server-render.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * A build the way Vite writes it: the shell (a small entry that imports the app's start-up code
 * when it starts, that code preloaded, Chakra's global stylesheet), a manifest, and a server
 * renderer module.
 */
const SHELL =
  '<!doctype html><html lang="es-MX"><head><title>Refugio · Cabañas</title>' +
  '<script type="module" crossorigin src="/assets/boot-abc.js"></script>' +
  '<link rel="stylesheet" href="/assets/chakra-global-abc.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/start-abc.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-abc.js"></head>' +
  '<body><div id="root"></div></body></html>';

const GLOBAL_CSS = '@layer reset,base,tokens,recipes;:root{--chakra-colors-brand-600:#a84620}';

const MANIFEST = {
  'index.html': {
    file: 'assets/boot-abc.js',
    isEntry: true,
    dynamicImports: ['src/app/startup/start.tsx'],
  },
  'src/app/startup/start.tsx': {
    file: 'assets/start-abc.js',
    imports: ['index.html', '_framework-abc.js'],
  },
  '_framework-abc.js': { file: 'assets/framework-abc.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-1.js',
    imports: ['_framework-abc.js', '_card.js', 'src/app/startup/start.tsx'],
  },
  '_card.js': { file: 'assets/card-2.js' },
  'src/app/routes/cabin.tsx': { file: 'assets/cabin-3.js' },
};

/**
 * Draws with the app's own API, like src/entry-server.tsx: the destinations' names for '/', nothing
 * for an unknown cabin, and a failure for '/cabin/boom'.
 */
const RENDERER = `
export async function render({ url, desktop, fetch }) {
  if (url.startsWith('/cabin/boom')) throw new Error('render failed');
  if (url.startsWith('/cabin/')) {
    const answer = await fetch('/api/habitaciones/' + url.split('/')[2].split('?')[0]);
    if (!answer.ok) return null;
    const { data } = await answer.json();
    return { html: '<title>' + data.propertyDetails.name + ' · Refugio</title><main>' + data.propertyDetails.name + '</main>', state: { queries: { cabin: data._id }, desktop } };
  }
  const destinations = await (await fetch('/api/destinos')).json();
  const names = destinations.data.map((d) => d.population);
  return {
    html: '<main><h1>Destinos</h1><p>' + names.join(', ') + '</p></main>',
    state: { queries: { names, trap: '</script><script>alert(1)</script>' }, desktop },
  };
}`;

let build: string;
let t: TestApp;

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'refugio-pages-'));
  mkdirSync(join(build, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(build, 'dist', 'assets'));
  writeFileSync(join(build, 'dist', 'index.html'), SHELL);
  writeFileSync(join(build, 'dist', 'assets', 'chakra-global-abc.css'), GLOBAL_CSS);
  writeFileSync(join(build, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(build, 'entry-server.mjs'), RENDERER);
  t = await createTestApp('pglite', {
    config: {
      NODE_ENV: 'production',
      STATIC_DIR: join(build, 'dist'),
      SSR_ENTRY: join(build, 'entry-server.mjs'),
    },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(build, { recursive: true, force: true });
});

function pageCodeOf(html: string): string[] | null {
  const match = new RegExp(`id="${SERVER_STATE_ELEMENT_ID}" ${PAGE_CODE_ATTRIBUTE}="([^"]*)"`).exec(
    html,
  );
  return match ? match[1].split(' ') : null;
}

function stateOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}"[^>]*>([^<]*)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]) : null;
}

describe('first visits drawn on the server', () => {
  it('sends the home with its markup, styles, the data it was drawn from and its code listed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.body;
    expect(body).toMatch(/<div id="root"><main><h1>Destinos<\/h1><p>[^<]*Mazamitla[^<]*<\/p>/);
    expect(stateOf(body)).toMatchObject({ desktop: false, queries: { trap: expect.any(String) } });
    // The data cannot close the script element it travels in.
    expect(body).not.toContain('</script><script>alert(1)');
    // Nothing of the app's code is fetched before the page has loaded: the start-up code the
    // shell preloads and the page's own are listed, once each, for the app's entry to preload
    // when it starts the app (the entry itself is already in the page).
    expect(pageCodeOf(body)).toEqual([
      '/assets/start-abc.js',
      '/assets/framework-abc.js',
      '/assets/home-1.js',
      '/assets/card-2.js',
    ]);
    expect(body).not.toContain('modulepreload');
    expect(body).not.toContain('home-1.js"></script>');
    // Chakra's global stylesheet is in the page: nothing to wait for before the first paint.
    expect(body).toContain(`<style>${GLOBAL_CSS}</style>`);
    expect(body).not.toContain('chakra-global-abc.css');
  });

  it('guesses the layout from the browser: a desktop user agent gets the wide one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/136.0 Safari/537.36' },
    });
    expect(stateOf(res.body)).toMatchObject({ desktop: true });
  });

  it("moves the page's title into the head in place of the shell's", async () => {
    const cabins = await t.app.inject({ method: 'GET', url: '/api/habitaciones?limit=1' });
    const cabin = cabins.json().habitaciones[0];
    const res = await t.app.inject({ method: 'GET', url: `/cabin/${cabin._id}?guests=2` });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<title>${cabin.propertyDetails.name} · Refugio</title>`);
    expect(head).not.toContain('<title>Refugio · Cabañas</title>');
    expect(res.body).toContain(`<div id="root"><main>${cabin.propertyDetails.name}</main></div>`);
  });

  it('leaves an unknown cabin, a failed rendering and other pages to the browser (the shell)', async () => {
    for (const url of [
      '/cabin/no-existe',
      '/cabin/boom',
      '/register',
      '/my-reservations',
      '/otra',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('goes back to the shell when the renderer is rebuilt under a running server', async () => {
    const drawn = await t.app.inject({ method: 'GET', url: '/' });
    expect(drawn.body).toContain('<h1>Destinos</h1>');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(build, 'entry-server.mjs'), later, later);
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    // The shell, with the home's discovery tags (tests/server/discovery.test.ts).
    expect(res.body).toBe(SHELL.replace('</head>', `${homeHeadTags(t.config.appUrl)}</head>`));
  });

  it('still answers unknown API paths and files with a 404, not a page', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    const file = await t.app.inject({ method: 'GET', url: '/assets/no-existe.js' });
    expect(file.statusCode).toBe(404);
  });
});

describe('composePage', () => {
  it('keeps the shell when nothing goes in its head', () => {
    const html = composePage(SHELL, {
      html: '<p>hola</p>',
      state: { queries: {}, desktop: false },
    });
    expect(html).toContain('<div id="root"><p>hola</p></div>');
    expect(html).toContain('<title>Refugio · Cabañas</title>');
  });

  it("moves Emotion's styles into the head as one sheet, in their order, globals apart", () => {
    const html = composePage(SHELL, {
      html:
        '<style data-emotion="css-global 1x">:root{--a:1}</style>' +
        '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
        '<style data-emotion="css b2 c3">.css-b2{margin:0}.css-c3{padding:0}</style>' +
        '<p class="css-b2 css-c3">hola</p></div>',
      state: { queries: {}, desktop: false },
    });
    const [head, body] = html.split('</head>');
    expect(head).toContain(
      '<style data-emotion="css-global 1x" data-s="">:root{--a:1}</style>' +
        '<style data-emotion="css a1 b2 c3" data-s="">' +
        '.css-a1{color:red}.css-b2{margin:0}.css-c3{padding:0}</style>',
    );
    expect(body).toContain(
      '<div id="root"><div class="css-a1"><p class="css-b2 css-c3">hola</p></div></div>',
    );
    expect(body).not.toContain('<style');
  });

  it('escapes what could end the state script, whatever the data holds', () => {
    const html = composePage(SHELL, {
      html: '',
      state: { queries: { text: '</script><!-- \u2028 & <b>' }, desktop: false },
    });
    expect(stateOf(html)).toEqual({
      queries: { text: '</script><!-- \u2028 & <b>' },
      desktop: false,
    });
  });
});
