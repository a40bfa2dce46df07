/** Amenity flags (SPEC §3 accommodationFeatures) and their Spanish labels. */
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

export const AMENITY_LABELS: Record<string, string> = {
  wifi: 'Wifi',
  tv: 'Televisión',
  airConditioning: 'Aire acondicionado',
  heating: 'Calefacción',
  fireplace: 'Chimenea',
  petsAllowed: 'Se admiten mascotas',
  workspace: 'Zona de trabajo',
  hotWater: 'Agua caliente',
  washingMachine: 'Lavadora',
  privatePool: 'Alberca privada',
  jacuzzi: 'Jacuzzi',
  terrace: 'Terraza',
  garden: 'Jardín',
  hammocks: 'Hamacas',
  smokeAlarm: 'Detector de humo',
  firstAidKit: 'Botiquín',
  seaView: 'Vista al mar',
  lakeView: 'Vista al lago',
  mountainView: 'Vista a la montaña',
  forestView: 'Vista al bosque',
  gardenView: 'Vista al jardín',
  cityView: 'Vista a la ciudad',
  hiking: 'Senderismo',
  kayak: 'Kayak',
  snorkel: 'Esnórquel',
  horseRiding: 'Paseos a caballo',
  fishing: 'Pesca',
  cycling: 'Ciclismo',
  birdWatching: 'Observación de aves',
  surf: 'Surf',
  freeParking: 'Estacionamiento gratuito',
  coveredParking: 'Estacionamiento techado',
  evCharger: 'Cargador para auto eléctrico',
  privateBathroom: 'Baño privado',
  bathtub: 'Tina',
  hairDryer: 'Secadora de cabello',
  toiletries: 'Artículos de aseo',
  kitchen: 'Cocina',
  refrigerator: 'Refrigerador',
  microwave: 'Microondas',
  coffeeMaker: 'Cafetera',
  oven: 'Horno',
  dishwasher: 'Lavavajillas',
  barbecue: 'Asador',
  gym: 'Gimnasio',
  spa: 'Spa',
  sauna: 'Sauna',
  tennisCourt: 'Cancha de tenis',
  soccerField: 'Cancha de futbol',
  sofaBed: 'Sofá cama',
  boardGames: 'Juegos de mesa',
  bookshelf: 'Libros',
  soundSystem: 'Equipo de sonido',
};

/** A label for any key, known or not ("outdoorShower" → "Outdoor shower" only as a last resort). */
export function amenityLabel(key: string): string {
  return (
    AMENITY_LABELS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase())
  );
}

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

/** Amenities offered as filters on the results page, most useful first. */
export const FILTER_AMENITIES: readonly string[] = [
  'wifi',
  'kitchen',
  'freeParking',
  'privatePool',
  'petsAllowed',
  'fireplace',
  'airConditioning',
  'jacuzzi',
  'barbecue',
  'washingMachine',
  'seaView',
  'lakeView',
  'mountainView',
  'workspace',
  'tv',
  'heating',
  'terrace',
  'hammocks',
  'sauna',
  'gym',
];
