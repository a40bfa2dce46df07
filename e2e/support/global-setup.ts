import { rmSync } from 'node:fs';

/** Nothing survives between runs: the server starts on a fresh embedded database. */
export default function globalSetup(): void {
  rmSync('test-results/e2e-data', { recursive: true, force: true });
}
