/**
 * Amenity flags (SPEC §3 accommodationFeatures). Their Spanish labels and the results filters' list
 * are in amenity-labels.ts, which only the pages that show them load.
 */
import { FEATURE_GROUPS, type AccommodationFeatures, type FeatureGroup } from './types.ts';

export const FEATURE_KEYS: Record<FeatureGroup, readonly string[]> = {
  generalFeatures: [
    'wifi',
    'tv',
    'airConditioning',
    'heating',
    'fireplace',
    'petsAllowed',
    'workspace',
    'hotWater',
    'washingMachine',
    'privatePool',
    'jacuzzi',
    'terrace',
    'garden',
    'hammocks',
    'smokeAlarm',
    'firstAidKit',
  ],
  views: ['seaView', 'lakeView', 'mountainView', 'forestView', 'gardenView', 'cityView'],
  activities: [
    'hiking',
    'kayak',
    'snorkel',
    'horseRiding',
    'fishing',
    'cycling',
    'birdWatching',
    'surf',
  ],
  parking: ['freeParking', 'coveredParking', 'evCharger'],
  restroomFeatures: ['privateBathroom', 'bathtub', 'hairDryer', 'toiletries'],
  kitchen: [
    'kitchen',
    'refrigerator',
    'microwave',
    'coffeeMaker',
    'oven',
    'dishwasher',
    'barbecue',
  ],
  sport: ['gym', 'spa', 'sauna', 'tennisCourt', 'soccerField'],
  livingRoom: ['sofaBed', 'boardGames', 'bookshelf', 'soundSystem'],
};

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

/** Every amenity key of every group: a URL's amenities are kept only when they are one of these. */
export const AMENITY_KEYS: ReadonlySet<string> = new Set(Object.values(FEATURE_KEYS).flat());
