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

/** Lower-case ASCII words joined by hyphens ('Peña Blanca' → 'pena-blanca'); '' when none. */
const slugWords = (text: string): string =>
  normalizeSearchText(text)
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * 'mazamitla', 'valle-de-bravo': the words of a destination's page address, /destinos/:slug (the
 * population only, ARCHITECTURE "Discovery"). Two destinations may share them (the same town in
 * two states, 'Peña Blanca' and 'Peña-Blanca'; letters with no ASCII form vanish): their pages'
 * slugs are destinationSlugs'.
 */
export const destinationSlug = (d: { population: string; state: string }): string =>
  slugWords(d.population);

/** 'mazamitla-jalisco': the population's and the state's words (the slug of a shared name). */
const placeSlug = (d: { population: string; state: string }): string =>
  slugWords(destinationLabel(d));

/**
 * The page slug of each destination of a whole list (the catalogue's, /api/destinos), unique and
 * stable: a destination's slug depends only on the set of the list's destination names, never on
 * the list's order, counts or prices. Of the keys sharing the population's words, the first in
 * code-unit order keeps them ('san-pedro'); the others add their state's words
 * ('san-pedro-jalisco'). When those still collide (with each other or with another destination's
 * population words), the first key in code-unit order keeps them unless a population holds them,
 * and the others add a hash of their key ('pena-blanca-nuevo-leon-3f9a2c1b'); a destination with
 * no ASCII word at all is 'destino-<hash>'.
 */
export function destinationSlugs(list: readonly { population: string; state: string }[]): string[] {
  const keys = list.map(destinationKey);
  const plain = list.map(destinationSlug);
  const plainFirst = firstKeys(keys, plain);
  const keepsPlain = keys.map((key, i) => plain[i] !== '' && plainFirst.get(plain[i]) === key);
  const held = new Set(plain.filter((_, i) => keepsPlain[i]));
  const place = list.map(placeSlug);
  const placeFirst = firstKeys(
    keys.filter((_, i) => !keepsPlain[i]),
    place.filter((_, i) => !keepsPlain[i]),
  );
  return keys.map((key, i) => {
    if (keepsPlain[i]) return plain[i];
    const words = place[i];
    return words && !held.has(words) && placeFirst.get(words) === key
      ? words
      : `${words || 'destino'}-${keyHash(key)}`;
  });
}

/**
 * The slugs destination pages had before they were the population only (population and state,
 * 'mazamitla-jalisco', hashed as destinationSlugs hashes): their addresses redirect to the pages.
 */
export function previousDestinationSlugs(
  list: readonly { population: string; state: string }[],
): string[] {
  const keys = list.map(destinationKey);
  const words = list.map(placeSlug);
  const first = firstKeys(keys, words);
  return keys.map((key, i) =>
    words[i] && first.get(words[i]) === key ? words[i] : `${words[i] || 'destino'}-${keyHash(key)}`,
  );
}

/** The smallest key (code-unit order) of each group of keys sharing words. */
function firstKeys(keys: readonly string[], words: readonly string[]): Map<string, string> {
  const first = new Map<string, string>();
  keys.forEach((key, i) => {
    const held = first.get(words[i]);
    if (held === undefined || key < held) first.set(words[i], key);
  });
  return first;
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
