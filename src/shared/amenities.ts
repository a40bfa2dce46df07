/**
 * Amenity flags (SPEC §3 accommodationFeatures). Their keys are in amenity-keys.ts (re-exported
 * here), their Spanish labels and the results filters' list in amenity-labels.ts: each is loaded by
 * the pages that use it.
 */
import { FEATURE_GROUPS, type AccommodationFeatures } from './types.ts';

export { AMENITY_KEYS, FEATURE_KEYS } from './amenity-keys.ts';

/** The keys whose flag is true, in SPEC's group order, without duplicates (SPEC §2 Cabin detail). */
export function collectAmenities(
  features: Partial<AccommodationFeatures> | null | undefined,
): string[] {
  const seen = new Set<string>();
  for (const group of FEATURE_GROUPS) {
    for (const [key, on] of Object.entries(features?.[group] ?? {})) {
      if (on) seen.add(key);
    }
  }
  return [...seen];
}

/** Every selected amenity must be true on the cabin (SPEC §5 Results). */
export function hasAllAmenities(
  features: Partial<AccommodationFeatures> | null | undefined,
  wanted: string[],
): boolean {
  if (!wanted.length) return true;
  const present = new Set(collectAmenities(features));
  return wanted.every((key) => present.has(key));
}
