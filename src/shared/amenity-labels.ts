/**
 * The amenities' Spanish labels and the results page's filter list: only the pages that show them
 * load this table (the header search, on every page, reads keys only: amenities.ts).
 */

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
