/** Destinations summarised from a cabin list (home cards, search suggestions): one per 'population, state'. */
import type { DestinationSummary } from './destinations.ts';
import { normalizeSearchText } from './destinations.ts';
import { displayNightlyPrice } from './pricing.ts';
import type { Cabin } from './types.ts';

/** 'Mazamitla, Jalisco' — the label a destination is shown, searched and preselected by. */
export const destinationLabel = (d: { population: string; state: string }): string =>
  `${d.population}, ${d.state}`;

/** The key two spellings of one place share ('Mérida, Yucatán' = 'merida, yucatan'). */
export const destinationKey = (d: { population: string; state: string }): string =>
  normalizeSearchText(destinationLabel(d)).trim();

/**
 * 'mazamitla-jalisco': the words of a destination's page address, /destinos/:slug (issue 18). Two
 * destinations may share them ('Peña Blanca' and 'Peña-Blanca'; letters with no ASCII form vanish):
 * their pages' slugs are destinationSlugs'.
 */
export const destinationSlug = (d: { population: string; state: string }): string =>
  destinationKey(d)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The page slug of each destination of a whole list (the catalogue's, /api/destinos), unique and
 * stable: a destination's slug depends only on its own key and the keys that share its words, never
 * on the list's order, counts or prices. Of the keys sharing words, the first in code-unit order
 * keeps them as they are; the others (and a destination with no ASCII word) add a hash of their key
 * ('pena-blanca-n-l-3f9a2c1b').
 */
export function destinationSlugs(list: readonly { population: string; state: string }[]): string[] {
  const keys = list.map(destinationKey);
  const words = list.map(destinationSlug);
  const first = new Map<string, string>();
  keys.forEach((key, i) => {
    const held = first.get(words[i]);
    if (held === undefined || key < held) first.set(words[i], key);
  });
  return keys.map((key, i) =>
    words[i] && first.get(words[i]) === key ? words[i] : `${words[i] || 'destino'}-${keyHash(key)}`,
  );
}

/** FNV-1a of the key, 8 hex digits. */
function keyHash(key: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

type SummarisableCabin = {
  location: Pick<Cabin['location'], 'population' | 'state'>;
  images: readonly string[];
} & Parameters<typeof displayNightlyPrice>[0];

/** Groups cabins by destination, most cabins first (ties by name), with the lowest nightly price. */
export function summarizeDestinations(cabins: readonly SummarisableCabin[]): DestinationSummary[] {
  const byKey = new Map<string, DestinationSummary>();
  for (const cabin of cabins) {
    const key = destinationKey(cabin.location);
    const price = displayNightlyPrice(cabin);
    const found = byKey.get(key);
    if (!found) {
      byKey.set(key, {
        population: cabin.location.population,
        state: cabin.location.state,
        count: 1,
        minPrice: price,
        image: cabin.images[0] ?? null,
      });
      continue;
    }
    found.count += 1;
    if (price > 0 && (found.minPrice <= 0 || price < found.minPrice)) found.minPrice = price;
    if (!found.image && cabin.images[0]) found.image = cabin.images[0];
  }
  return sortDestinations([...byKey.values()]);
}

export function sortDestinations<T extends { count: number; population: string; state: string }>(
  list: T[],
): T[] {
  return [...list].sort(
    (a, b) => b.count - a.count || destinationLabel(a).localeCompare(destinationLabel(b), 'es-MX'),
  );
}

/** Suggestions whose 'population, state' contains the typed text, accents and case ignored. */
export function filterDestinations<T extends { population: string; state: string }>(
  list: readonly T[],
  text: string,
): T[] {
  const needle = normalizeSearchText(text).replace(/\s+/g, ' ').trim();
  if (!needle) return [...list];
  const words = needle.split(/[\s,]+/).filter(Boolean);
  return list.filter((d) => {
    const haystack = destinationKey(d);
    return words.every((word) => haystack.includes(word));
  });
}
