import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_TODAY } from '../playwright.config.ts';
import {
  TILE_PREFETCH_LIMITS,
  tilesAround,
  tileUrl,
} from '../src/features/map/lib/tile-prefetch.ts';
import {
  NOW,
  fillCheckoutForm,
  findBookableCabin,
  openCheckoutWithState,
  summaryFor,
  type Stay,
} from './support/a11y.ts';
import { parseIcsEvent, startSmtpServer } from '../tests/server/mail/smtp-test-server.ts';
import { registerGuest } from './support/accounts.ts';
import { waitForServiceWorker } from './support/pwa.ts';
import { environmentWithoutDatabase } from './support/own-server.ts';
import { cutNetwork, signInAs } from './support/trip.ts';

/**
 * TILE_PREFETCH (issue 17, docs/decisions/134): with a tile source that allows it, the trip page of
 * a confirmed stay keeps a bounded set of tiles around the cabin (zoom 12–16, at most 80), so the
 * map works at the cabin with no signal — also at a zoom the guest never looked at online. And the
 * booking's e-mails go out by real SMTP: the confirmation, with a valid .ics, arrives at this
 * spec's SMTP server.
 *
 * The e2e web server runs with TILE_PREFETCH off (the default, as with the public OpenStreetMap
 * servers) and without SMTP_URL (.eml files), so this spec starts its own server from the same
 * build with TILE_PREFETCH=true and SMTP_URL pointing at an SMTP server inside the test process,
 * on its own port and data folder, against the e2e tile server. Only this spec pays for it
 * (docs/decisions/186-tile-prefetch-e2e.md).
 */

const PORT = Number(process.env.E2E_PORT ?? 4173);
const TILE_PORT = PORT + 1;
/** PORT + 2 is the iCal feed of host-editor.spec.ts. */
const PREFETCH_PORT = PORT + 3;
const ORIGIN = `http://localhost:${PREFETCH_PORT}`;
const TILE_TEMPLATE = `http://localhost:${TILE_PORT}/tiles/{z}/{x}/{y}.png`;

const STAY: Stay = { checkIn: '2027-06-07', checkOut: '2027-06-09', guests: 2 };

let server: ChildProcess | null = null;
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;
let dataDir = '';
let output = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'refugio-e2e-prefetch-'));
  smtp = await startSmtpServer();
  server = spawn(process.execPath, ['dist-server/server.mjs'], {
    env: {
      ...environmentWithoutDatabase(),
      NODE_ENV: 'production',
      PORT: String(PREFETCH_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_DIST ?? 'dist',
      TODAY: E2E_TODAY,
      LOG_LEVEL: 'warn',
      TILE_URL: TILE_TEMPLATE,
      TILE_ATTRIBUTION: '&copy; OpenStreetMap',
      TILE_PREFETCH: 'true',
      SMTP_URL: smtp.url,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the prefetch server stopped:\n${output}`);
        return fetch(`${ORIGIN}/api/health`).then(
          (res) => res.status,
          () => 0,
        );
      },
      { timeout: 110_000, intervals: [250, 500, 1_000] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.use({ baseURL: ORIGIN, viewport: { width: 1280, height: 900 } });

/** URLs of the map tiles the worker keeps (IndexedDB 'refugio-offline', store 'tiles'). */
function storedTileUrls(page: Page): Promise<string[]> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('refugio-offline');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('tiles')) { db.close(); resolve([]); return; }
      const request = db.transaction('tiles').objectStore('tiles').getAllKeys();
      request.onsuccess = () => { db.close(); resolve(request.result); };
      request.onerror = () => reject(request.error);
    };
  })`) as Promise<string[]>;
}

/** The map's tiles drawn right now (loaded images), as their URLs. */
function drawnTiles(page: Page): Promise<string[]> {
  return page.evaluate(
    `[...document.querySelectorAll('img.leaflet-tile')]
      .filter((img) => img.complete && img.naturalWidth > 0)
      .map((img) => img.src)`,
  ) as Promise<string[]>;
}

test('a confirmed stay is e-mailed with its .ics, keeps the tiles around its cabin, and its map shows them offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  await page.clock.setFixedTime(NOW);
  const config = (await (await request.get('/api/config')).json()) as {
    tiles?: { url?: string; prefetch?: boolean };
  };
  expect(config.tiles).toMatchObject({ url: TILE_TEMPLATE, prefetch: true });

  const guest = await registerGuest(request, 'teselas');
  const { cabin, quote } = await findBookableCabin(request, STAY);
  const cabinName = cabin.propertyDetails.name;
  const expected = tilesAround(cabin.location.latitude, cabin.location.longitude).map((tile) =>
    tileUrl(TILE_TEMPLATE, tile),
  );
  expect(expected.length).toBeLessThanOrEqual(TILE_PREFETCH_LIMITS.maxTiles);

  // ── Online: book, then open the trip page once ────────────────────────────────────────────
  await page.goto('/');
  await waitForServiceWorker(page);
  await signInAs(page, guest);
  await openCheckoutWithState(page, summaryFor(cabin, STAY, quote));
  await fillCheckoutForm(page);
  await page.getByRole('button', { name: /^Confirmar y pagar \$/ }).click();
  await expect(page.getByRole('heading', { name: '¡Reserva confirmada!' })).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/my-reservations');
  await page.getByRole('link', { name: `Detalles de tu viaje a ${cabinName}` }).click();
  const map = page.getByRole('region', { name: `Mapa de los alrededores de ${cabinName}` });
  await expect(map).toBeVisible();
  const reservationId = new URL(page.url()).pathname.split('/').pop()!;

  // The confirmation arrived by SMTP (the delivery job wakes on the payment's commit), with the stay
  // as an .ics that parses back; the cabin's host got the new booking.
  const subject = `Reserva confirmada: ${cabinName}`;
  await expect
    .poll(() => smtp!.received.map((r) => r.mail.subject), { timeout: 30_000 })
    .toContain(subject);
  const confirmation = smtp!.received.find((r) => r.mail.subject === subject)!;
  expect(confirmation.recipients).toEqual(['ana.ruiz@example.mx']);
  expect(confirmation.mail.text).toContain(`Número de reservación: ${reservationId}`);
  const [ics] = confirmation.mail.attachments;
  expect(ics.contentType).toBe('text/calendar');
  const { event } = parseIcsEvent(ics.content.toString('utf8'));
  expect(event.uid).toBe(`${reservationId}@refugio`);
  expect(event.summary).toBe(`Estancia en ${cabinName}`);
  expect(event.startDate.toString()).toBe(STAY.checkIn);
  expect(event.endDate.toString()).toBe(STAY.checkOut);
  await expect
    .poll(() =>
      smtp!.received.some((r) => r.mail.subject?.startsWith(`Nueva reserva: ${cabinName}, `)),
    )
    .toBe(true);

  // Every tile of the set is kept, and nothing else but what the map itself drew: bounded.
  await expect
    .poll(
      async () => {
        const kept = await storedTileUrls(page);
        return expected.filter((url) => !kept.includes(url));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
  const seen = await drawnTiles(page);
  const stored = await storedTileUrls(page);
  const extra = stored.filter((url) => !expected.includes(url) && !seen.includes(url));
  expect(extra).toEqual([]);
  const zooms = new Set(expected.map((url) => Number(/\/tiles\/(\d+)\//.exec(url)![1])));
  expect([...zooms].sort((a, b) => a - b)).toEqual([12, 13, 14, 15, 16]);
  // The map opens at zoom 14: zoom 16 was never drawn online, only kept by the prefetch.
  expect(seen.some((url) => url.includes('/tiles/16/'))).toBe(false);

  // ── Offline: the page comes back with its map, and zooming in still shows the cabin's area ──
  await cutNetwork(context);
  await page.reload();
  await expect(map).toBeVisible();
  await expect.poll(async () => (await drawnTiles(page)).length).toBeGreaterThan(0);
  // Two zoom steps in (a double click each), to zoom 16: never drawn online. Leaflet drops a zoom
  // asked for while the previous one is still animating ('leaflet-zoom-anim' on its map pane).
  const zoomAnimating = map.locator('.leaflet-zoom-anim');
  for (const zoom of [15, 16]) {
    await expect(zoomAnimating).toHaveCount(0);
    await map.dblclick();
    await expect
      .poll(async () => (await drawnTiles(page)).map((url) => /\/tiles\/(\d+)\//.exec(url)![1]))
      .toContain(String(zoom));
  }
  for (const url of (await drawnTiles(page)).filter((u) => u.includes('/tiles/16/'))) {
    expect(expected).toContain(url);
  }
});
