import type { Database } from '../db/client.ts';
import { catalogueOf, type CatalogueSnapshot } from '../services/catalogue.ts';

const photoSets = new WeakMap<CatalogueSnapshot, ReadonlySet<string>>();

/**
 * Whether a relative photo path (`scenes/beach-3`) belongs to a cabin of the catalogue. /media
 * renders only these: the ~450 000 variants it could draw are not an invitation to draw them all.
 * Read from the in-memory catalogue (every cabin, with its photos), so it follows its changes.
 */
export async function isCataloguePhoto(database: Database, path: string): Promise<boolean> {
  const snapshot = await catalogueOf(database).get();
  let paths = photoSets.get(snapshot);
  if (!paths) {
    paths = new Set(snapshot.entries.flatMap((entry) => entry.cabin.images));
    photoSets.set(snapshot, paths);
  }
  return paths.has(path);
}
