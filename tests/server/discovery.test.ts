import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cabins } from '../../server/db/schema.ts';
import { createCabin, type CreatedCabin } from './factories.ts';
import { createTestApp, databases, type TestApp } from './helpers.ts';

const APP_URL = 'https://refugio.example';

const SHELL =
  '<!doctype html><html lang="es-MX"><head><title>Refugio · Cabañas</title>' +
  '<script type="module" crossorigin src="/assets/boot-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** Draws a cabin's name through the app's own API, as src/entry-server.tsx does. */
const RENDERER = `
export async function render({ url, desktop, fetch }) {
  if (!url.startsWith('/cabin/')) return { html: '<main>Inicio</main>', state: { queries: {}, desktop } };
  const answer = await fetch('/api/habitaciones/' + url.split('/')[2].split('?')[0]);
  if (!answer.ok) return null;
  const { data } = await answer.json();
  return { html: '<title>' + data.propertyDetails.name + ' · Refugio</title><main>cabaña</main>', state: { queries: {}, desktop } };
}`;

/** The text of every element `name` in an XML document (names without namespaces here). */
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

/** A well-formed enough check for a flat document: every tag closes in order, every & is an entity. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  const open: string[] = [];
  for (const [, closing, name] of body.matchAll(/<(\/?)([a-zA-Z][\w:.-]*)[^>]*>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name);
  }
  expect(open).toEqual([]);
  expect(body.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toMatch(/[&]/);
}

/** content of `<meta property|name="key">` in the head. */
function metaOf(head: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(head);
  return match ? match[1].replaceAll('&amp;', '&').replaceAll('&quot;', '"') : null;
}

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The destinations of the published cabins below, as /destinos/:slug. */
const DESTINATION_PAGES = ['mazamitla', 'valle-de-bravo', 'mazunte'];

describe.each(databases)('pages search engines and chat apps understand, on %s', (kind) => {
  let build: string;
  let t: TestApp;
  let reviewed: CreatedCabin;
  let fresh: CreatedCabin;
  let tricky: CreatedCabin;
  let draft: CreatedCabin;
  let archived: CreatedCabin;

  beforeAll(async () => {
    build = mkdtempSync(join(tmpdir(), 'refugio-discovery-'));
    mkdirSync(join(build, 'dist'), { recursive: true });
    writeFileSync(join(build, 'dist', 'index.html'), SHELL);
    writeFileSync(join(build, 'entry-server.mjs'), RENDERER);
    t = await createTestApp(kind, {
      seed: false,
      config: {
        NODE_ENV: 'production',
        APP_URL,
        appUrl: APP_URL,
        STATIC_DIR: join(build, 'dist'),
        SSR_ENTRY: join(build, 'entry-server.mjs'),
      },
    });
    const db = t.database.db;
    reviewed = await createCabin(db, {
      name: 'Cabaña El Pinar',
      description: 'Chimenea, terraza y bosque de pinos.',
      population: 'Mazamitla',
      state: 'Jalisco',
      latitude: 19.915,
      longitude: -103.02,
      nightlyRateCents: 180_000,
      photos: ['scenes/forest-1', 'scenes/forest-2'],
      reviews: [{ rating: 5 }, { rating: 4 }],
    });
    fresh = await createCabin(db, {
      name: 'Alfa del Lago',
      population: 'Valle de Bravo',
      state: 'México',
      photos: ['scenes/lake-3'],
    });
    tricky = await createCabin(db, {
      name: 'Casa "Luna" & Sol',
      description: 'Vista al mar </script><script>alert(1)</script> <!-- y más',
      population: 'Mazunte',
      state: 'Oaxaca',
      photos: [],
    });
    draft = await createCabin(db, { name: 'Borrador del Bosque', status: 'draft' });
    archived = await createCabin(db, { name: 'Archivada del Río', status: 'archived' });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('lists the home, the destinations and exactly the published cabins in the sitemap, with absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expectWellFormedXml(res.body);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = elements(res.body, 'loc');
    expect(locs.sort()).toEqual(
      [
        `${APP_URL}/`,
        ...DESTINATION_PAGES.map((slug) => `${APP_URL}/destinos/${slug}`),
        ...[reviewed, fresh, tricky].map((c) => `${APP_URL}/cabin/${c.id}`),
      ].sort(),
    );
    for (const hidden of [draft, archived]) expect(res.body).not.toContain(hidden.id);
    // A date for every cabin, the day it last changed.
    expect(elements(res.body, 'lastmod')).toHaveLength(3);
    const entry = new RegExp(
      `<loc>${APP_URL}/cabin/${reviewed.id}</loc><lastmod>([^<]+)</lastmod>`,
    );
    expect(entry.exec(res.body)?.[1]).toBe(reviewed.updatedAt.toISOString().slice(0, 10));
  });

  it('serves robots.txt that keeps crawlers out of the API and accounts and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /checkout',
        'Disallow: /host',
        `Sitemap: ${APP_URL}/sitemap.xml`,
      ]),
    );
  });

  it("gives a drawn cabin page its canonical URL, VacationRental JSON-LD and a link card's tags", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/cabin/${reviewed.id}?guests=2&x=1` });
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toContain('<title>Cabaña El Pinar · Refugio</title>');
    expect(head).toContain(`<link rel="canonical" href="${APP_URL}/cabin/${reviewed.id}">`);

    const [ld, ...more] = jsonLdOf(head);
    expect(more).toEqual([]);
    const photos = ['forest-1', 'forest-2'].map((p) => `${APP_URL}/media/scenes/${p}-1200.webp`);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VacationRental',
      url: `${APP_URL}/cabin/${reviewed.id}`,
      name: 'Cabaña El Pinar',
      description: 'Chimenea, terraza y bosque de pinos.',
      image: photos,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Mazamitla',
        addressRegion: 'Jalisco',
        addressCountry: 'MX',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 19.915, longitude: -103.02 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'MXN',
        priceSpecification: { '@type': 'UnitPriceSpecification', priceCurrency: 'MXN' },
      },
    });
    // The nightly price guests see (commission included), as the API gives it.
    const cabin = (
      await t.app.inject({ method: 'GET', url: `/api/habitaciones/${reviewed.id}` })
    ).json().data;
    const price = cabin.precioCalculado.precioBaseFinal;
    expect(price).toBeGreaterThan(1800);
    expect((ld as { offers: { price: number } }).offers.price).toBe(price);

    expect(metaOf(head, 'og:title')).toBe('Cabaña El Pinar · Refugio');
    expect(metaOf(head, 'og:type')).toBe('website');
    expect(metaOf(head, 'og:url')).toBe(`${APP_URL}/cabin/${reviewed.id}`);
    expect(metaOf(head, 'og:image')).toBe(photos[0]);
    expect(metaOf(head, 'og:description')).toContain('Mazamitla, Jalisco');
    expect(metaOf(head, 'og:description')).toContain('Chimenea, terraza');
    expect(metaOf(head, 'product:price:amount')).toBe(String(price));
    expect(metaOf(head, 'product:price:currency')).toBe('MXN');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(head, 'twitter:image')).toBe(photos[0]);
    expect(metaOf(head, 'twitter:data1')).toContain('MXN');
    // Into the head, not the page's markup.
    expect(res.body.slice(res.body.indexOf('</head>'))).not.toContain('og:title');
  });

  it('claims no rating for a cabin without reviews', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/cabin/${fresh.id}` });
    const [ld] = jsonLdOf(headOf(res.body));
    expect(ld).toMatchObject({
      name: 'Alfa del Lago',
      address: { addressLocality: 'Valle de Bravo' },
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it("keeps a cabin's own text inside the JSON-LD and the attributes it goes in", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/cabin/${tricky.id}` });
    const head = headOf(res.body);
    // The text cannot close the script element: the only </script> are the page's own.
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).not.toContain('<!-- y más');
    const [ld] = jsonLdOf(head);
    expect(ld).toMatchObject({
      name: 'Casa "Luna" & Sol',
      description: 'Vista al mar </script><script>alert(1)</script> <!-- y más',
    });
    expect(head).toContain('content="Casa &quot;Luna&quot; &amp; Sol · Refugio"');
    expect(metaOf(head, 'og:title')).toBe('Casa "Luna" & Sol · Refugio');
    // No photo: no image to promise, a small card.
    expect(metaOf(head, 'og:image')).toBeNull();
    expect(metaOf(head, 'twitter:card')).toBe('summary');
  });

  it('gives the home its canonical URL and Open Graph basics; a draft cabin gets nothing', async () => {
    const home = headOf((await t.app.inject({ method: 'GET', url: '/?utm_source=x' })).body);
    expect(home).toContain(`<link rel="canonical" href="${APP_URL}/">`);
    expect(metaOf(home, 'og:url')).toBe(`${APP_URL}/`);
    expect(metaOf(home, 'og:title')).toBe('Refugio · Cabañas vacacionales en México');
    expect(metaOf(home, 'og:description')).toMatch(/^Encuentra y reserva cabañas/);

    const hidden = await t.app.inject({ method: 'GET', url: `/cabin/${draft.id}` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toBe(SHELL);
  });

  it("gives a destination's page its title, description, canonical URL and link card's tags", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/destinos/mazamitla?ref=x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const head = headOf(res.body);
    expect(head).toContain('<title>Cabañas en Mazamitla, Jalisco · Refugio</title>');
    expect(head).not.toContain('<title>Refugio · Cabañas</title>');
    // The lowest nightly price a guest pays there: $1,800 plus the 12 % commission.
    const description =
      'Cabañas entre pinos, aire de montaña. 1 cabaña en Mazamitla, Jalisco desde $2,016 MXN por noche.';
    expect(head).toContain(`<link rel="canonical" href="${APP_URL}/destinos/mazamitla">`);
    expect(metaOf(head, 'og:url')).toBe(`${APP_URL}/destinos/mazamitla`);
    expect(metaOf(head, 'og:title')).toBe('Cabañas en Mazamitla, Jalisco · Refugio');
    expect(metaOf(head, 'og:description')).toBe(description);
    expect(metaOf(head, 'twitter:description')).toBe(description);
    expect(metaOf(head, 'og:image')).toMatch(new RegExp(`^${APP_URL}/.*forest-1`));
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
  });

  it('moves the old addresses (population and state) to the pages for good: a 301', async () => {
    for (const [from, to] of [
      ['/destinos/mazamitla-jalisco', '/destinos/mazamitla'],
      ['/destinos/valle-de-bravo-mexico?ref=x', '/destinos/valle-de-bravo?ref=x'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: from });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('answers an unknown destination with the app (its not-found page) and a 404', async () => {
    for (const url of [
      '/destinos/atlantida',
      '/destinos/Mazamitla',
      '/destinos/Mazamitla-Jalisco',
      '/destinos/mazamitla-oaxaca',
      '/destinos/%3Cb%3E',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('rel="canonical"');
    }
  });

  it('follows the catalogue: an unpublished cabin leaves the sitemap, a new one joins it', async () => {
    const before = elements(
      (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body,
      'loc',
    );
    expect(before).toContain(`${APP_URL}/cabin/${fresh.id}`);
    await t.database.db.update(cabins).set({ status: 'archived' }).where(eq(cabins.id, fresh.id));
    const added = await createCabin(t.database.db, { name: 'Nueva del Valle' });
    const after = elements(
      (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body,
      'loc',
    );
    expect(after).not.toContain(`${APP_URL}/cabin/${fresh.id}`);
    expect(after).toContain(`${APP_URL}/cabin/${added.id}`);
    // Valle de Bravo had only that cabin: its page goes too; the new one is in Mazamitla.
    expect(before).toContain(`${APP_URL}/destinos/valle-de-bravo`);
    expect(after).not.toContain(`${APP_URL}/destinos/valle-de-bravo`);
    expect(after).toHaveLength(before.length - 1);
    for (const url of ['/destinos/valle-de-bravo', '/destinos/valle-de-bravo-mexico']) {
      const notFound = await t.app.inject({ method: 'GET', url });
      expect(notFound.statusCode, url).toBe(404);
    }
  });
  it('gives destinations whose words are the same distinct pages (slugs unique in the catalogue)', async () => {
    const db = t.database.db;
    await createCabin(db, { name: 'Cabaña Roca', population: 'Peña Blanca', state: 'Nuevo León' });
    await createCabin(db, { name: 'Cabaña Río', population: 'Peña-Blanca', state: 'Nuevo León' });
    const pages = elements((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body, 'loc')
      .filter((loc) => loc.includes('/destinos/pena-blanca'))
      .map((loc) => loc.slice(APP_URL.length));
    // 'peña blanca, nuevo león' sorts first: it keeps the population's words, the other adds its state's.
    expect(pages.sort()).toEqual(['/destinos/pena-blanca', '/destinos/pena-blanca-nuevo-leon']);
    const titles = await Promise.all(
      pages.map(async (url) => {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain(`<link rel="canonical" href="${APP_URL}${url}">`);
        return /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
      }),
    );
    expect(titles.sort()).toEqual([
      'Cabañas en Peña Blanca, Nuevo León · Refugio',
      'Cabañas en Peña-Blanca, Nuevo León · Refugio',
    ]);
  });

  it('adds the state to a town another state also has; old addresses of both still arrive', async () => {
    const db = t.database.db;
    await createCabin(db, { name: 'Cabaña Norte', population: 'San Pedro', state: 'Coahuila' });
    await createCabin(db, { name: 'Cabaña Sur', population: 'San Pedro', state: 'Jalisco' });
    const pages = elements((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body, 'loc')
      .filter((loc) => loc.includes('/destinos/san-pedro'))
      .map((loc) => loc.slice(APP_URL.length));
    expect(pages.sort()).toEqual(['/destinos/san-pedro', '/destinos/san-pedro-jalisco']);
    const title = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];
    expect(await title('/destinos/san-pedro')).toBe('Cabañas en San Pedro, Coahuila · Refugio');
    expect(await title('/destinos/san-pedro-jalisco')).toBe(
      'Cabañas en San Pedro, Jalisco · Refugio',
    );
    // The Jalisco page's old address is its address now: drawn, not moved.
    expect(
      (await t.app.inject({ method: 'GET', url: '/destinos/san-pedro-jalisco' })).statusCode,
    ).toBe(200);
    const moved = await t.app.inject({ method: 'GET', url: '/destinos/san-pedro-coahuila' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/destinos/san-pedro');
  });
});
