import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Prints the gzipped JS and CSS each route loads (from Vite's build manifest) and fails past the
 * budgets: ≤ 170 KB gz JS before the first render of '/', Leaflet only on the map page, the checkout
 * code only on /checkout.
 */

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gzSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const text = (file: string) => readFileSync(join(dist, file), 'utf8');

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

// The entry is a small module that starts the app by importing its start-up code: both run
// before any page can render.
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const entry = closure(entryKey);
for (const started of manifest[entryKey].dynamicImports ?? []) closure(started, entry);
const routes: Record<string, string> = {
  '/': 'src/app/routes/home.tsx',
  '/results': 'src/app/routes/results.tsx',
  '/cabin/:id': 'src/app/routes/cabin.tsx',
  '/checkout': 'src/app/routes/checkout.tsx',
  '/confirmation': 'src/app/routes/confirmation.tsx',
  '/login': 'src/app/routes/login.tsx',
  '/register': 'src/app/routes/register.tsx',
  '/profile': 'src/app/routes/profile.tsx',
  '/my-reservations': 'src/app/routes/my-reservations.tsx',
  '/host': 'src/app/routes/host/dashboard.tsx',
  '/host/onboard': 'src/app/routes/host/onboard.tsx',
};

const LEAFLET_MARK = 'leafletjs.com';
const CHECKOUT_MARK = 'Procesando pago...';
const KB = (n: number) => (n / 1024).toFixed(1);
const failures: string[] = [];
const rows: string[] = [
  '| Route | JS gz before render (KB) | CSS gz (KB) | Chunks |',
  '|---|---:|---:|---:|',
];

for (const [route, src] of Object.entries(routes)) {
  if (!manifest[src]) {
    failures.push(`${route}: ${src} is not a chunk of its own`);
    continue;
  }
  const keys = new Set([...entry, ...closure(src)]);
  const files = [...keys].map((k) => manifest[k].file);
  const css = [...keys].flatMap((k) => manifest[k].css ?? []);
  const js = files.reduce((sum, f) => sum + gzSize(f), 0);
  const cssSize = [...new Set(css)].reduce((sum, f) => sum + gzSize(f), 0);
  rows.push(`| \`${route}\` | ${KB(js)} | ${KB(cssSize)} | ${files.length} |`);
  const hasLeaflet = files.some((f) => text(f).includes(LEAFLET_MARK));
  const hasCheckout = files.some((f) => text(f).includes(CHECKOUT_MARK));
  if (route === '/' && js > 170 * 1024)
    failures.push(`/ loads ${KB(js)} KB gz of JS before first render (budget 170)`);
  if (hasLeaflet) failures.push(`${route} loads Leaflet before first render`);
  if (hasCheckout && route !== '/checkout') failures.push(`${route} loads the checkout code`);
}

const mapChunks = Object.values(manifest).filter(
  (c) => text(c.file).includes(LEAFLET_MARK) && c.file.endsWith('.js'),
);
for (const chunk of mapChunks)
  rows.push(
    `| map chunk \`${chunk.src ?? chunk.file}\` (lazy) | ${KB(gzSize(chunk.file))} | | 1 |`,
  );

console.log(rows.join('\n'));
if (failures.length) {
  console.error(`\nBudget failures:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nBundle budgets: OK');
