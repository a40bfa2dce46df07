/**
 * `npm run test:lhci`: Lighthouse CI on the production build (lighthouserc.json), with Debian's
 * Chromium, then a table of the medians per page (scores, LCP, TBT, CLS). Fails when an assertion
 * of lighthouserc.json fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const chrome =
  process.env.CHROME_PATH ??
  ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
    existsSync(p),
  );
if (!chrome) {
  console.error('Lighthouse needs Chromium: apt-get install -y chromium, or set CHROME_PATH.');
  process.exit(1);
}

const lhci = join('node_modules', '.bin', 'lhci');
const run = spawnSync(lhci, ['autorun'], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});

printMedians('.lighthouseci');
process.exit(run.status ?? 1);

interface LhrSummary {
  finalUrl?: string;
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function printMedians(dir: string): void {
  if (!existsSync(dir)) return;
  const byUrl = new Map<string, LhrSummary[]>();
  for (const file of readdirSync(dir).filter((f) => /^lhr-.*\.json$/.test(f))) {
    const lhr = JSON.parse(readFileSync(join(dir, file), 'utf8')) as LhrSummary;
    const list = byUrl.get(lhr.requestedUrl) ?? [];
    list.push(lhr);
    byUrl.set(lhr.requestedUrl, list);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  const score = (runs: LhrSummary[], key: string) =>
    Math.round(median(runs.map((r) => r.categories[key]?.score ?? 0)) * 100);
  const audit = (runs: LhrSummary[], key: string) =>
    median(runs.map((r) => r.audits[key]?.numericValue ?? 0));
  const rows = [
    '| Page | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [url, runs] of byUrl) {
    const path = new URL(url).pathname + (new URL(url).search ? '?…' : '');
    rows.push(
      `| \`${path}\` | ${score(runs, 'performance')} | ${score(runs, 'accessibility')} | ` +
        `${score(runs, 'best-practices')} | ${score(runs, 'seo')} | ` +
        `${Math.round(audit(runs, 'largest-contentful-paint'))} | ` +
        `${Math.round(audit(runs, 'total-blocking-time'))} | ` +
        `${audit(runs, 'cumulative-layout-shift').toFixed(3)} |`,
    );
  }
  console.log(`\nLighthouse medians (${byUrl.size} pages):\n${rows.join('\n')}`);
}
