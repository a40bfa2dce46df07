/**
 * The demo catalogue as rows, generated deterministically: the same seed and "today" always give
 * the same cabins, photos, rates, reviews, stays and blocks (ids included), so tests can rely on it.
 */
import { addDays } from '../../../src/shared/dates.ts';
import type { CancellationPolicy } from '../../../src/shared/host.ts';
import type {
  cabinPhotos,
  cabins,
  cabinSeasonalRates,
  clients,
  hostBlocks,
  payments,
  reservations,
  reviews,
} from '../schema.ts';
import { composeBookings, DEMO_CLIENT, DEMO_HOST, type BookableCabin } from './bookings.ts';
import { composeDescription, Deck } from './description.ts';
import { DESTINATIONS } from './destinations/index.ts';
import { drawFeatures } from './features.ts';
import { composePhotos } from './photos.ts';
import { createRng, hashString, type Rng } from './prng.ts';
import { composeReviews, mexicoTime } from './reviews.ts';
import { seasonsAround, type SeasonKind } from './seasons.ts';
import type { AccommodationType, Destination, HandCabin } from './types.ts';

export type CabinInsert = typeof cabins.$inferInsert &
  Required<
    Pick<
      typeof cabins.$inferInsert,
      'id' | 'minOccupancy' | 'minNights' | 'weekendRateCents' | 'features' | 'createdAt'
    >
  >;
export type PhotoInsert = Omit<typeof cabinPhotos.$inferInsert, 'id'>;
export type SeasonalRateInsert = Omit<typeof cabinSeasonalRates.$inferInsert, 'id'>;
export type ReviewInsert = typeof reviews.$inferInsert;
export type ClientInsert = Omit<typeof clients.$inferInsert, 'passwordHash'> & { id: string };
export type ReservationInsert = typeof reservations.$inferInsert & { id: string };
export type PaymentInsert = typeof payments.$inferInsert;
export type HostBlockInsert = typeof hostBlocks.$inferInsert;

export interface Catalogue {
  cabins: CabinInsert[];
  photos: PhotoInsert[];
  seasonalRates: SeasonalRateInsert[];
  reviews: ReviewInsert[];
  /** The demo client (its password is hashed at insert time: argon2 salts are random). */
  demoClient: ClientInsert;
  /** The demo host, owner of every cabin (password hashed at insert time, like the client's). */
  demoHost: ClientInsert;
  reservations: ReservationInsert[];
  payments: PaymentInsert[];
  hostBlocks: HostBlockInsert[];
}

export const DEFAULT_SEED = 'refugio-2026';

/** The hand-written cabins, taken in turn from each destination so any prefix covers many places. */
/** Demo cabins whose host approves each guest first ('Solicitud de reserva', docs/decisions/130). */
const REQUEST_TO_BOOK_CABINS = new Set([
  'Glamping Luna de Pinos',
  'Cabaña Peña del Aire',
  'Cabaña Arareco',
]);

export function demoCabinPlan(): Array<{
  destination: Destination;
  cabin: HandCabin;
  index: number;
}> {
  const plan: Array<{ destination: Destination; cabin: HandCabin; index: number }> = [];
  const longest = Math.max(...DESTINATIONS.map((d) => d.cabins.length));
  for (let i = 0; i < longest; i++) {
    for (const destination of DESTINATIONS) {
      const cabin = destination.cabins[i];
      if (cabin) plan.push({ destination, cabin, index: i });
    }
  }
  return plan;
}

/**
 * The demo cabins' cancellation policies: 'No reembolsable' (SPEC.md's default) for most, the other
 * three in turn for some, by position (no draw from a cabin's random stream, which would change it).
 */
export function demoPolicy(index: number): CancellationPolicy {
  return (['non_refundable', 'flexible', 'moderate', 'non_refundable', 'strict'] as const)[
    index % 5
  ];
}

export const DEMO_CABIN_COUNT = DESTINATIONS.reduce((sum, d) => sum + d.cabins.length, 0);

const STUDIOS: AccommodationType[] = ['Loft', 'Glamping', 'Casa del árbol'];
const TYPE_PRICE: Partial<Record<AccommodationType, number>> = {
  Villa: 1.15,
  Glamping: 0.9,
  Loft: 0.95,
  'Casa del árbol': 1.05,
  'Casa de campo': 1.05,
};

const roundTo50 = (pesos: number) => Math.round(pesos / 50) * 50;

function layoutFor(rng: Rng, type: AccommodationType, maxGuests: number) {
  let bedrooms: number;
  if (STUDIOS.includes(type) && maxGuests <= 3) bedrooms = 1;
  else if (maxGuests <= 3) bedrooms = rng.chance(0.7) ? 1 : 2;
  else
    bedrooms = Math.max(1, Math.ceil(maxGuests / 2) - (maxGuests > 4 && rng.chance(0.4) ? 1 : 0));
  // Every guest needs a place: a bed holds two, and a few places add a single bed.
  const beds = Math.min(
    maxGuests,
    Math.max(bedrooms, Math.ceil(maxGuests / 2)) + (maxGuests >= 4 && rng.chance(0.4) ? 1 : 0),
  );
  const bathrooms = Math.min(
    bedrooms,
    Math.max(1, Math.round(bedrooms * 0.6) + (bedrooms >= 2 && rng.chance(0.3) ? 1 : 0)),
  );
  return { bedrooms, beds, bathrooms };
}

function nightlyRateFor(
  rng: Rng,
  destination: Destination,
  type: AccommodationType,
  maxGuests: number,
): number {
  const t = Math.min(1, Math.max(0, (maxGuests - 2) / 10));
  const low =
    destination.price.small[0] + t * (destination.price.large[0] - destination.price.small[0]);
  const high =
    destination.price.small[1] + t * (destination.price.large[1] - destination.price.small[1]);
  const pesos = rng.range(low, high) * (TYPE_PRICE[type] ?? 1);
  return Math.min(6500, Math.max(950, roundTo50(pesos)));
}

const SEASON_ODDS: Record<SeasonKind, number> = {
  'semana-santa': 0.85,
  verano: 0.7,
  navidad: 0.95,
};

interface CabinDraft {
  destination: Destination;
  type: AccommodationType;
  name: string;
  maxGuests: number;
  areaIndex: number;
  sameSpotAsPrevious: boolean;
  newListing: boolean;
  large: boolean;
}

function randomGuests(rng: Rng, type: AccommodationType): number {
  if (STUDIOS.includes(type))
    return rng.weighted([
      [2, 70],
      [3, 25],
      [4, 5],
    ] as const);
  return rng.weighted([
    [2, 20],
    [3, 8],
    [4, 26],
    [5, 10],
    [6, 16],
    [8, 10],
    [10, 6],
    [12, 4],
  ] as const);
}

/** Extra cabins for load tests, cycling the destinations with composed names. */
function largeDrafts(rng: Rng, count: number): CabinDraft[] {
  const drafts: CabinDraft[] = [];
  const taken = new Set(DESTINATIONS.flatMap((d) => d.cabins.map((c) => c.name)));
  for (let i = 0; i < count; i++) {
    const destination = DESTINATIONS[i % DESTINATIONS.length];
    const type = rng.weighted(destination.types);
    const base = `${type === 'Casa colonial' ? 'Casa' : type} ${rng.pick(destination.names)}`;
    let name = base;
    for (let k = 2; taken.has(name); k++) name = `${base} ${k}`;
    taken.add(name);
    drafts.push({
      destination,
      type,
      name,
      maxGuests: randomGuests(rng, type),
      areaIndex: rng.int(0, destination.areas.length - 1),
      sameSpotAsPrevious: false,
      newListing: rng.chance(0.12),
      large: true,
    });
  }
  return drafts;
}

export interface GenerateOptions {
  /** How many cabins (default: the hand-written demo catalogue). */
  count?: number;
  /** Today (yyyy-mm-dd): stays, blocks, seasons and review dates are relative to it. */
  today: string;
  seed?: string | number;
}

export function generateCatalogue({
  count,
  today,
  seed = DEFAULT_SEED,
}: GenerateOptions): Catalogue {
  const total = Math.max(0, Math.floor(count ?? DEMO_CABIN_COUNT));
  const root = String(seed);
  const plan = demoCabinPlan();
  const drafts: CabinDraft[] = plan.slice(0, total).map(({ destination, cabin, index }) => ({
    destination,
    type: cabin.type,
    name: cabin.name,
    maxGuests: cabin.maxGuests,
    areaIndex: cabin.area ?? index % destination.areas.length,
    sameSpotAsPrevious: Boolean(cabin.sameSpotAsPrevious),
    newListing: Boolean(cabin.newListing),
    large: false,
  }));
  if (total > drafts.length)
    drafts.push(...largeDrafts(createRng(`${root}:large`), total - drafts.length));

  const decks = new Deck(createRng(`${root}:decks`));
  const seasons = seasonsAround(today);
  const catalogue: Catalogue = {
    cabins: [],
    photos: [],
    seasonalRates: [],
    reviews: [],
    demoClient: {
      id: createRng(`${root}:demo-client`).uuid(),
      email: DEMO_CLIENT.email,
      firstName: DEMO_CLIENT.firstName,
      lastName: DEMO_CLIENT.lastName,
      phone: DEMO_CLIENT.phone,
      registrationMethod: 'email',
      isEmailVerified: true,
      notifyEmail: true,
      notifySms: false,
      newsletter: true,
      lastLogin: new Date(`${addDays(today, -1)}T19:30:00-06:00`),
      createdAt: new Date(`${addDays(today, -420)}T11:05:00-06:00`),
    },
    demoHost: {
      id: createRng(`${root}:demo-host`).uuid(),
      email: DEMO_HOST.email,
      firstName: DEMO_HOST.firstName,
      lastName: DEMO_HOST.lastName,
      phone: DEMO_HOST.phone,
      registrationMethod: 'email',
      isEmailVerified: true,
      notifyEmail: true,
      notifySms: false,
      newsletter: false,
      hostTermsAcceptedAt: new Date(`${addDays(today, -1200)}T10:00:00-06:00`),
      lastLogin: new Date(`${addDays(today, -2)}T09:15:00-06:00`),
      createdAt: new Date(`${addDays(today, -1200)}T09:40:00-06:00`),
    },
    reservations: [],
    payments: [],
    hostBlocks: [],
  };
  const bookable = new Map<string, BookableCabin>();
  const lastSpot = new Map<string, { lat: number; lng: number; address: string }>();

  drafts.forEach((draft, i) => {
    // Each cabin draws from its own stream: cabin i is the same whatever the catalogue's size.
    const rng = createRng(hashString(`${root}:cabin:${i}:${draft.name}`));
    const { destination: d, type, name, maxGuests } = draft;
    const id = rng.hex(24);
    const area = d.areas[draft.areaIndex % d.areas.length];
    let spot: { lat: number; lng: number; address: string };
    const previous = lastSpot.get(d.key);
    if (draft.sameSpotAsPrevious && previous) {
      spot = previous;
    } else {
      const radius = area.radius * (draft.large ? 3 : 1) * Math.sqrt(rng.next());
      const angle = rng.range(0, Math.PI * 2);
      const lat = Math.round((area.lat + Math.sin(angle) * radius) * 1e6) / 1e6;
      const lng =
        Math.round(
          (area.lng + (Math.cos(angle) * radius) / Math.cos((area.lat * Math.PI) / 180)) * 1e6,
        ) / 1e6;
      spot = {
        lat,
        lng,
        address: `${rng.pick(area.streets)}, ${area.name}, ${d.postalCode} ${d.population}, ${d.stateAbbr}`,
      };
    }
    lastSpot.set(d.key, spot);

    const minOccupancy = maxGuests >= 6 && rng.chance(type === 'Villa' ? 0.5 : 0.15) ? 2 : 1;
    const { bedrooms, beds, bathrooms } = layoutFor(rng, type, maxGuests);
    const minNights = rng.weighted([
      [1, 72],
      [2, maxGuests >= 8 || type === 'Villa' ? 40 : 18],
      [3, maxGuests >= 10 ? 20 : 5],
    ] as const);
    const nightly = nightlyRateFor(rng, d, type, maxGuests);
    const weekend = rng.chance(d.weekendShare) ? roundTo50(nightly * rng.range(1.15, 1.3)) : null;
    const features = drawFeatures(rng, d, type, maxGuests);
    const description = composeDescription(rng, decks, {
      destination: d,
      name,
      type,
      maxGuests,
      bedrooms,
      beds,
      bathrooms,
      features,
    });
    const listedDaysAgo = draft.newListing ? rng.int(4, 20) : rng.int(240, 1100);

    const cabin: CabinInsert = {
      id,
      name,
      accommodationType: type,
      description,
      population: d.population,
      state: d.state,
      address: spot.address,
      latitude: spot.lat,
      longitude: spot.lng,
      minOccupancy,
      maxOccupancy: maxGuests,
      bedrooms,
      beds,
      bathrooms,
      minNights,
      nightlyRateCents: nightly * 100,
      weekendRateCents: weekend === null ? null : weekend * 100,
      features,
      ownerId: catalogue.demoHost.id,
      status: 'published',
      cancellationPolicy: demoPolicy(i),
      bookingMode: REQUEST_TO_BOOK_CABINS.has(name) ? 'request' : 'instant',
      createdAt: mexicoTime(rng, addDays(today, -listedDaysAgo)),
    };
    catalogue.cabins.push(cabin);

    const photoCount = draft.large ? rng.int(3, 5) : rng.int(4, 8);
    composePhotos(rng, d, name, features, photoCount, bedrooms).forEach((photo, position) =>
      catalogue.photos.push({ cabinId: id, position, path: photo.path, alt: photo.alt }),
    );

    const seasonal: SeasonalRateInsert[] = [];
    if (rng.chance(d.seasonShare)) {
      const uplift: Record<SeasonKind, number> = {
        'semana-santa': rng.range(1.25, 1.4),
        verano: d.climate === 'tropical' ? rng.range(1.15, 1.3) : rng.range(1.1, 1.2),
        navidad: rng.range(1.3, 1.5),
      };
      const kinds = (Object.keys(SEASON_ODDS) as SeasonKind[]).filter((k) =>
        rng.chance(SEASON_ODDS[k]),
      );
      for (const season of seasons) {
        if (!kinds.includes(season.kind)) continue;
        seasonal.push({
          cabinId: id,
          name: season.name,
          startDate: season.startDate,
          endDate: season.endDate,
          nightlyRateCents: roundTo50(nightly * uplift[season.kind]) * 100,
        });
      }
    }
    catalogue.seasonalRates.push(...seasonal);

    const reviewCount = draft.newListing ? 0 : draft.large ? rng.int(0, 4) : rng.int(2, 12);
    for (const review of composeReviews(rng, d, features, reviewCount, today, listedDaysAgo)) {
      catalogue.reviews.push({ ...review, cabinId: id });
    }

    bookable.set(name, {
      id,
      name,
      minOccupancy,
      maxOccupancy: maxGuests,
      minNights,
      rateCard: {
        nightlyRateCents: cabin.nightlyRateCents,
        weekendRateCents: cabin.weekendRateCents ?? null,
        seasonalRates: seasonal.map((s) => ({
          startDate: s.startDate,
          endDate: s.endDate,
          nightlyRateCents: s.nightlyRateCents,
        })),
      },
    });
  });

  const bookings = composeBookings(createRng(`${root}:bookings`), bookable, today);
  const policyOf = new Map(catalogue.cabins.map((c) => [c.id, c.cancellationPolicy]));
  for (const { demo, ...r } of bookings.reservations) {
    catalogue.reservations.push({
      ...r,
      cancellationPolicy: policyOf.get(r.cabinId) ?? 'non_refundable',
      clientId: demo ? catalogue.demoClient.id : null,
      balanceDueCents: 0,
      currency: 'MXN',
      updatedAt: r.createdAt,
    });
  }
  for (const p of bookings.payments) {
    catalogue.payments.push({
      ...p,
      provider: 'sandbox',
      status: 'PAID',
      currency: 'MXN',
      updatedAt: p.createdAt,
    });
  }
  catalogue.hostBlocks = bookings.blocks;
  return catalogue;
}
