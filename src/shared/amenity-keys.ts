/**
 * The amenity keys of each group (SPEC §3 accommodationFeatures), on their own: the header search,
 * start-up code on every page, checks a URL's amenities against them and needs nothing else.
 */
import type { FeatureGroup } from './types.ts';

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

/** Every amenity key of every group: a URL's amenities are kept only when they are one of these. */
export const AMENITY_KEYS: ReadonlySet<string> = new Set(Object.values(FEATURE_KEYS).flat());
