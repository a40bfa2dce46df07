/** Amenity flags that fit the place: odds by climate, destination and accommodation type. */
import { FEATURE_KEYS } from '../../../src/shared/amenities.ts';
import { FEATURE_GROUPS, type AccommodationFeatures } from '../../../src/shared/types.ts';
import type { Rng } from './prng.ts';
import type { AccommodationType, Climate, Destination, FeatureOdds } from './types.ts';

const BASE: FeatureOdds = {
  wifi: 0.96,
  tv: 0.6,
  airConditioning: 0,
  heating: 0,
  fireplace: 0,
  petsAllowed: 0.3,
  workspace: 0.35,
  hotWater: 1,
  washingMachine: 0.35,
  privatePool: 0,
  jacuzzi: 0.12,
  terrace: 0.65,
  garden: 0.5,
  hammocks: 0.15,
  smokeAlarm: 0.85,
  firstAidKit: 0.8,
  seaView: 0,
  lakeView: 0,
  mountainView: 0,
  forestView: 0,
  gardenView: 0.3,
  cityView: 0,
  hiking: 0.3,
  kayak: 0,
  snorkel: 0,
  horseRiding: 0,
  fishing: 0,
  cycling: 0.4,
  birdWatching: 0.3,
  surf: 0,
  freeParking: 0.75,
  coveredParking: 0.2,
  evCharger: 0.05,
  privateBathroom: 1,
  bathtub: 0.2,
  hairDryer: 0.6,
  toiletries: 0.9,
  kitchen: 0.92,
  refrigerator: 0.95,
  microwave: 0.7,
  coffeeMaker: 0.8,
  oven: 0.35,
  dishwasher: 0.12,
  barbecue: 0.35,
  gym: 0.02,
  spa: 0.03,
  sauna: 0.03,
  tennisCourt: 0.02,
  soccerField: 0.04,
  sofaBed: 0.4,
  boardGames: 0.55,
  bookshelf: 0.5,
  soundSystem: 0.35,
};

const CLIMATE: Record<Climate, FeatureOdds> = {
  forest: {
    fireplace: 0.92,
    heating: 0.55,
    hammocks: 0.15,
    jacuzzi: 0.3,
    mountainView: 0.6,
    forestView: 0.85,
    hiking: 0.95,
    horseRiding: 0.45,
    cycling: 0.55,
    birdWatching: 0.45,
    barbecue: 0.75,
    freeParking: 0.95,
    petsAllowed: 0.45,
    boardGames: 0.8,
    sauna: 0.06,
    soccerField: 0.06,
  },
  tropical: {
    airConditioning: 0.88,
    hammocks: 0.8,
    privatePool: 0.3,
    jacuzzi: 0.12,
    gardenView: 0.45,
    forestView: 0.25,
    snorkel: 0.5,
    kayak: 0.35,
    cycling: 0.6,
    birdWatching: 0.45,
    surf: 0.1,
    fishing: 0.25,
    barbecue: 0.25,
    freeParking: 0.7,
    oven: 0.15,
  },
  colonial: {
    cityView: 0.5,
    gardenView: 0.5,
    workspace: 0.55,
    bookshelf: 0.65,
    freeParking: 0.3,
    coveredParking: 0.15,
    cycling: 0.5,
    hiking: 0.2,
    barbecue: 0.15,
  },
};

const TYPE: Partial<Record<AccommodationType, FeatureOdds>> = {
  Villa: {
    privatePool: 0.85,
    jacuzzi: 0.45,
    dishwasher: 0.55,
    washingMachine: 0.75,
    oven: 0.7,
    tv: 0.85,
    soundSystem: 0.6,
    bathtub: 0.45,
    coveredParking: 0.4,
  },
  Glamping: {
    tv: 0,
    washingMachine: 0,
    kitchen: 0.35,
    oven: 0,
    dishwasher: 0,
    workspace: 0.05,
    privatePool: 0,
    sofaBed: 0,
    soundSystem: 0.1,
    bathtub: 0.1,
  },
  'Casa del árbol': {
    tv: 0.1,
    washingMachine: 0,
    kitchen: 0.5,
    oven: 0,
    dishwasher: 0,
    privatePool: 0,
    sofaBed: 0.1,
    petsAllowed: 0.05,
    bathtub: 0.05,
  },
  Loft: {
    workspace: 0.85,
    tv: 0.8,
    coffeeMaker: 0.95,
    sofaBed: 0.6,
    washingMachine: 0.5,
    garden: 0.15,
  },
  'Casa de campo': {
    garden: 0.95,
    barbecue: 0.9,
    soccerField: 0.3,
    washingMachine: 0.7,
    oven: 0.7,
    horseRiding: 0.6,
  },
  'Casa colonial': { garden: 0.7, bookshelf: 0.8, washingMachine: 0.6, oven: 0.5 },
};

/** Every key of FEATURE_KEYS set to true or false, coherent with the place. */
export function drawFeatures(
  rng: Rng,
  destination: Destination,
  type: AccommodationType,
  maxGuests: number,
): AccommodationFeatures {
  const odds = { ...BASE, ...CLIMATE[destination.climate], ...destination.features, ...TYPE[type] };
  const flags: Record<string, boolean> = {};
  for (const group of FEATURE_GROUPS) {
    for (const key of FEATURE_KEYS[group]) flags[key] = rng.chance(odds[key] ?? 0);
  }
  // Things that only make sense together.
  if (!flags.kitchen) {
    for (const key of ['oven', 'dishwasher', 'microwave']) flags[key] = false;
  }
  if (flags.fireplace && destination.climate === 'forest') flags.heating ||= rng.chance(0.3);
  if (maxGuests >= 8) flags.washingMachine = true;
  if (maxGuests <= 2) flags.soccerField = false;
  if (flags.privatePool || flags.jacuzzi) flags.terrace ||= rng.chance(0.7);
  if (!flags.garden) flags.gardenView = false;
  // A place with a view always says so.
  const views = ['seaView', 'lakeView', 'mountainView', 'forestView', 'gardenView', 'cityView'];
  if (!views.some((key) => flags[key])) {
    const candidates = views.filter((key) => key !== 'gardenView' || flags.garden);
    const best = candidates.reduce((a, b) => ((odds[b] ?? 0) > (odds[a] ?? 0) ? b : a));
    flags[best] = true;
  }
  const features = {} as AccommodationFeatures;
  for (const group of FEATURE_GROUPS) {
    features[group] = Object.fromEntries(FEATURE_KEYS[group].map((key) => [key, flags[key]]));
  }
  return features;
}
