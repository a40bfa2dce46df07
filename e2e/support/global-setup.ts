import { rmSync } from 'node:fs';

/** Nothing survives between runs: the server starts on a fresh embedded database. */
export default function globalSetup(): void {
  rmSync(`.data/e2e-${process.env.E2E_PORT ?? 4173}`, { recursive: true, force: true });
}
