import type { ExteriorKind, View } from '../../media/scene-kinds.ts';

export type AccommodationType =
  | 'Cabaña'
  | 'Casa de campo'
  | 'Bungalow'
  | 'Villa'
  | 'Glamping'
  | 'Casa del árbol'
  | 'Loft'
  | 'Casa colonial';

/** forest: pines and cold nights; tropical: heat, sea or lagoon; colonial: historic town centres. */
export type Climate = 'forest' | 'tropical' | 'colonial';

/** Probability (0–1) that a cabin here has each amenity; missing keys fall back to the climate's. */
export type FeatureOdds = Partial<Record<string, number>>;

export interface Area {
  /** Neighbourhood (colonia) or locality used in the address. */
  name: string;
  lat: number;
  lng: number;
  /** Scatter radius in degrees (≈ 0.001° per 100 m). */
  radius: number;
  /** Street lines, each becoming "{street}, {area}". */
  streets: string[];
}

/** A cabin written by hand for the demo catalogue; everything else about it is generated. */
export interface HandCabin {
  type: AccommodationType;
  name: string;
  maxGuests: number;
  /** Index of the area it stands in (default: spread over the areas). */
  area?: number;
  /** Shares the exact coordinates of the previous cabin (two units of one property). */
  sameSpotAsPrevious?: boolean;
  /** Just listed: no reviews yet ('Nuevo'). */
  newListing?: boolean;
}

export interface Destination {
  key: string;
  population: string;
  state: string;
  stateAbbr: string;
  postalCode: string;
  climate: Climate;
  areas: Area[];
  /** Landscapes of the first (cover) photo, and extra exteriors for the rest. */
  covers: ExteriorKind[];
  extras: ExteriorKind[];
  /** What the windows look onto. */
  view: View;
  /** Nightly host rate in pesos for a 2-guest place, and for the largest. */
  price: { small: [number, number]; large: [number, number] };
  /** Share of cabins with a Friday–Saturday rate, and with seasonal rates. */
  weekendShare: number;
  seasonShare: number;
  types: ReadonlyArray<readonly [AccommodationType, number]>;
  features: FeatureOdds;
  cabins: HandCabin[];
  /** Proper names for generated cabins (large catalogues). */
  names: string[];
  /** Sentence openers' place clause: "{opener}, {place}." */
  places: string[];
  settings: string[];
  activities: string[];
  /** How alt texts name the surroundings: "Cabaña El Ocote {altPlace}". */
  altPlace: string;
  /** What a terrace or window looks onto, for alt texts. */
  viewPhrase: string;
}
