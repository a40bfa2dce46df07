import type { Cabin, SearchResponse } from '../../../src/shared/types.ts';

let sequence = 0;

/** A valid Cabin wire object; override what a test cares about. */
export function createCabin(
  overrides: {
    id?: string;
    name?: string;
    population?: string;
    latitude?: number;
    longitude?: number;
    price?: number;
    total?: number;
    nights?: number;
    bedrooms?: number;
    beds?: number;
    bathrooms?: number;
    maxOccupancy?: number;
    restriction?: string;
    rating?: Cabin['rating'];
  } = {},
): Cabin {
  sequence += 1;
  const id = overrides.id ?? `cabin-${sequence}`;
  const price = overrides.price ?? 1850;
  const nights = overrides.nights ?? 3;
  return {
    _id: id,
    propertyDetails: {
      name: overrides.name ?? `Cabaña ${sequence}`,
      accomodationType: 'Cabaña',
      minOccupancy: 1,
      maxOccupancy: overrides.maxOccupancy ?? 4,
      bedrooms: overrides.bedrooms ?? 2,
      minNights: 1,
    },
    location: {
      population: overrides.population ?? 'Mazamitla',
      state: 'Jalisco',
      latitude: overrides.latitude ?? 19.915,
      longitude: overrides.longitude ?? -103.02,
      address: 'Camino al bosque s/n',
    },
    additionalInfo: {
      nBeds: overrides.beds ?? 3,
      nRestrooms: overrides.bathrooms ?? 1,
      nBedrooms: overrides.bedrooms ?? 2,
    },
    accomodationDescription: 'Una cabaña entre pinos.',
    others: { basePrice2nights: price * 2, baseCost: Math.round(price / 1.12), weekendPrice: null },
    precioCalculado: { precioBaseFinal: price, comisionServicio: Math.round(price * 0.107) },
    seasonalRates: [],
    restrictions: overrides.restriction
      ? [{ type: 'CAPACITY_EXCEEDED', message: overrides.restriction }]
      : [],
    images: [],
    files: [],
    accommodationFeatures: {
      generalFeatures: { wifi: true, fireplace: true },
      views: {},
      activities: {},
      parking: {},
      restroomFeatures: {},
      kitchen: {},
      sport: {},
      livingRoom: {},
    },
    rating: overrides.rating ?? { average: 4.7, count: 12 },
    cotizacion: overrides.restriction
      ? null
      : {
          nights,
          basePrice: Math.round((overrides.total ?? price * nights) / 1.12),
          comisionServicio: 0,
          totalPrice: overrides.total ?? price * nights,
          pricePerNight: price,
        },
  };
}

export function searchAnswer(cabins: Cabin[], extra: Partial<SearchResponse> = {}): SearchResponse {
  return {
    success: true,
    total: cabins.length,
    totalUnfiltered: cabins.length,
    page: 1,
    pageSize: 100,
    habitaciones: cabins,
    ...extra,
  };
}
