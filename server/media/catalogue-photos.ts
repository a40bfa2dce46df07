import type { Database } from '../db/client.ts';
import { carriedFrom, catalogueOf, type CatalogueSnapshot } from '../services/catalogue.ts';

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
    // An in-place patch whose changed cabins kept their photos keeps the previous set.
    const carried = carriedFrom(snapshot, (earlier) => photoSets.get(earlier));
    const samePhotos =
      carried &&
      [...carried.changed].every((index) =>
        sameList(carried.from.entries[index].cabin.images, snapshot.entries[index].cabin.images),
      );
    paths = samePhotos
      ? carried.value
      : new Set(snapshot.entries.flatMap((entry) => entry.cabin.images));
    photoSets.set(snapshot, paths);
  }
  return paths.has(path);
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value, i) => value === b[i]);
