import type { Db } from './client.ts';

/** Seeds the demo catalogue into an empty database (filled in by the catalogue module). */
export async function ensureSeeded(
  _db: Db,
  _options: { today: string; cabins?: number },
): Promise<void> {}
