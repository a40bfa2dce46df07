import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { FEATURE_KEYS } from '../../src/shared/amenities.ts';
import { addDays } from '../../src/shared/dates.ts';
import { centsToPesos } from '../../src/shared/format.ts';
import {
  HOST_MESSAGES,
  NO_LOCATION,
  PUBLISH_REQUIREMENTS,
  PUBLISH_RULES,
  type CabinStatus,
  type HostCabinSummary,
  type PublishRequirement,
} from '../../src/shared/host.ts';
import { FEATURE_GROUPS, type AccommodationFeatures, type Cabin } from '../../src/shared/types.ts';
import type { CabinCreateInput, CabinPatchInput } from '../../src/shared/validation/host.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { cabinPhotos, cabins, clients } from '../db/schema.ts';
import { badRequest, conflict } from '../http-errors.ts';
import { toWireCabin } from './cabins-repository.ts';
import { findHostCabin, type HostActor } from './host-access.ts';
import type { CabinRow } from './stay-service.ts';

/** The host API's cabins: list, create, read, update, publish, unpublish, archive. */

export interface HostPhoto {
  id: number;
  position: number;
  path: string;
  alt: string;
}

export interface HostSeason {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  pricePerNight: number;
  minNights: number | null;
}

/** A cabin as its host sees it: the public record plus what only the host edits or reads. */
export type HostCabin = Cabin & {
  status: string;
  checkInTime: string;
  checkOutTime: string;
  houseRules: string;
  checkInInstructions: string;
  ownerId: string | null;
  pricing: {
    basePrice: number | null;
    weekendPrice: number | null;
    cleaningFee: number;
    minNights: number;
    seasonalRates: HostSeason[];
  };
  photos: HostPhoto[];
  /** The calendar export address (relative to the site): `/ical/<token>.ics`. */
  icalExportUrl: string;
  /** What publishing still needs (empty: it can be published). */
  publishMissing: Array<{ requirement: PublishRequirement; message: string }>;
  updatedAt: string;
};

export const icalExportPath = (token: string) => `/ical/${token}.ics`;

async function photosOf(db: DbOrTx, cabinId: string): Promise<HostPhoto[]> {
  return db
    .select({
      id: cabinPhotos.id,
      position: cabinPhotos.position,
      path: cabinPhotos.path,
      alt: cabinPhotos.alt,
    })
    .from(cabinPhotos)
    .where(eq(cabinPhotos.cabinId, cabinId))
    .orderBy(asc(cabinPhotos.position));
}

const hasLocation = (row: CabinRow) =>
  !!row.address &&
  !!row.population &&
  !!row.state &&
  !(row.latitude === NO_LOCATION.latitude && row.longitude === NO_LOCATION.longitude);

/** What the cabin still needs before it can be published, in the console's order. */
export function publishMissing(
  row: CabinRow,
  photos: ReadonlyArray<Pick<HostPhoto, 'alt'>>,
): HostCabin['publishMissing'] {
  const missing: PublishRequirement[] = [];
  if (photos.filter((p) => p.alt.trim()).length < PUBLISH_RULES.minPhotos) missing.push('photos');
  if (row.nightlyRateCents <= 0) missing.push('price');
  if (!hasLocation(row)) missing.push('location');
  if (row.description.trim().length < PUBLISH_RULES.minDescription) missing.push('description');
  return missing.map((requirement) => ({
    requirement,
    message: PUBLISH_REQUIREMENTS[requirement],
  }));
}

interface CabinExtras {
  photos: HostPhoto[];
  seasons: Array<{
    id: number;
    name: string;
    startDate: string;
    endDate: string;
    nightlyRateCents: number;
    minNights: number | null;
  }>;
  ratingAverage: number | null;
  ratingCount: number;
}

/**
 * A cabin's photos, seasons and rating in one statement: the answer of every host edit reads them,
 * and on the embedded database each statement is a round trip to its thread.
 */
async function extrasOf(db: DbOrTx, cabinId: string): Promise<CabinExtras> {
  const result = await db.execute(sql`select
      coalesce((select json_agg(json_build_object('id', p.id, 'position', p.position,
          'path', p.path, 'alt', p.alt) order by p.position)
        from cabin_photos p where p.cabin_id = ${cabinId}), '[]'::json) as photos,
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name,
          'startDate', s.start_date, 'endDate', s.end_date,
          'nightlyRateCents', s.nightly_rate_cents, 'minNights', s.min_nights)
          order by s.start_date)
        from cabin_seasonal_rates s where s.cabin_id = ${cabinId}), '[]'::json) as seasons,
      case when r.rating_count > 0
        then round(r.rating_sum::numeric / r.rating_count, 1)::float8 end as rating_average,
      coalesce(r.rating_count, 0) as rating_count
    from (values (1)) as one (x)
    left join cabin_ratings r on r.cabin_id = ${cabinId}`);
  const [row] = (
    result as unknown as {
      rows: Array<{
        photos: HostPhoto[];
        seasons: CabinExtras['seasons'];
        rating_average: number | null;
        rating_count: number;
      }>;
    }
  ).rows;
  return {
    photos: row.photos,
    seasons: row.seasons,
    ratingAverage: row.rating_average,
    ratingCount: row.rating_count,
  };
}

/** The host's view of one cabin. */
export async function hostCabinAnswer(db: DbOrTx, row: CabinRow): Promise<HostCabin> {
  const { photos, seasons, ratingAverage, ratingCount } = await extrasOf(db, row.id);
  const wire = toWireCabin({
    row,
    images: photos.map((p) => p.path),
    imageAlts: photos.map((p) => p.alt),
    seasons: seasons.map((s) => ({
      name: s.name,
      startDate: s.startDate,
      endDate: s.endDate,
      nightlyRateCents: s.nightlyRateCents,
    })),
    ratingAverage,
    ratingCount,
  });
  return {
    ...wire,
    status: row.status,
    checkInTime: row.checkInTime,
    checkOutTime: row.checkOutTime,
    houseRules: row.houseRules,
    checkInInstructions: row.checkInInstructions,
    ownerId: row.ownerId,
    pricing: {
      basePrice: row.nightlyRateCents > 0 ? centsToPesos(row.nightlyRateCents) : null,
      weekendPrice: row.weekendRateCents == null ? null : centsToPesos(row.weekendRateCents),
      cleaningFee: centsToPesos(row.cleaningFeeCents),
      minNights: row.minNights,
      seasonalRates: seasons.map((s) => ({
        id: s.id,
        name: s.name,
        startDate: s.startDate,
        endDate: s.endDate,
        pricePerNight: centsToPesos(s.nightlyRateCents),
        minNights: s.minNights,
      })),
    },
    photos,
    icalExportUrl: icalExportPath(row.icalToken),
    publishMissing: publishMissing(row, photos),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const LIST_PAGE_SIZE = 50;
const NEXT_ARRIVALS = 3;

/** 'Mis cabañas': the actor's cabins (every cabin for an operator), newest first, by pages of 50. */
export async function listHostCabins(
  db: DbOrTx,
  actor: HostActor,
  today: string,
  page: number,
): Promise<{ total: number; page: number; pageSize: number; cabins: HostCabinSummary[] }> {
  const owner = actor.isAdmin ? sql`true` : sql`c.owner_id = ${actor.clientId}`;
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonth = addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7) + '-01';
  const offset = (page - 1) * LIST_PAGE_SIZE;
  const result = await db.execute(sql`
    with mine as (
      select c.id, c.name, c.status, c.population, c.state, c.created_at
      from cabins c where ${owner}
      order by c.created_at desc, c.id
      limit ${LIST_PAGE_SIZE} offset ${offset}
    )
    select m.id, m.name, m.status, m.population, m.state,
      (select count(*)::int from cabins c where ${owner}) as total,
      (select json_build_object('path', p.path, 'alt', p.alt) from cabin_photos p
        where p.cabin_id = m.id order by p.position limit 1) as cover,
      (select coalesce(json_agg(a order by a."checkIn"), '[]'::json) from (
        select r.id as "reservationId", r.check_in as "checkIn", r.check_out as "checkOut",
          r.guests, r.guest_first_name || ' ' || r.guest_last_name as "guestName", r.status
        from reservations r
        where r.cabin_id = m.id and r.status in ('active', 'pending_host') and r.check_in >= ${today}
        order by r.check_in limit ${NEXT_ARRIVALS}
      ) a) as next_arrivals,
      (select coalesce(sum(greatest(0,
          least(r.check_out, ${nextMonth}::date) - greatest(r.check_in, ${monthStart}::date))), 0)::int
        from reservations r
        where r.cabin_id = m.id and r.status in ('active', 'completed')
          and r.check_in < ${nextMonth}::date and r.check_out > ${monthStart}::date) as booked_nights
    from mine m
    order by m.created_at desc, m.id
  `);
  const rows = (
    result as unknown as {
      rows: Array<{
        id: string;
        name: string;
        status: CabinStatus;
        population: string;
        state: string;
        total: number;
        cover: { path: string; alt: string } | string | null;
        next_arrivals: HostCabinSummary['nextArrivals'] | string;
        booked_nights: number;
      }>;
    }
  ).rows;
  const monthNights = (Date.parse(nextMonth) - Date.parse(monthStart)) / 86_400_000;
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(cabins)
      .where(actor.isAdmin ? undefined : eq(cabins.ownerId, actor.clientId));
    total = count;
  }
  return {
    total: Number(total),
    page,
    pageSize: LIST_PAGE_SIZE,
    cabins: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      status: r.status,
      cover: r.cover == null ? null : json(r.cover),
      location: { population: r.population, state: r.state },
      nextArrivals: json(r.next_arrivals),
      occupancyThisMonth: Math.round((Number(r.booked_nights) / monthNights) * 100),
    })),
  };
}

const newCabinId = () => randomBytes(12).toString('hex');

const noFeatures = (): AccommodationFeatures =>
  Object.fromEntries(FEATURE_GROUPS.map((g) => [g, {}])) as AccommodationFeatures;

/** A new draft of the actor: no price, no location, no photos yet. */
export async function createHostCabin(
  db: Db,
  actor: HostActor,
  input: CabinCreateInput,
): Promise<CabinRow> {
  const [row] = await db
    .insert(cabins)
    .values({
      id: newCabinId(),
      ownerId: actor.clientId,
      status: 'draft',
      name: input.propertyDetails.name,
      accommodationType: input.propertyDetails.accomodationType,
      description: '',
      population: '',
      state: '',
      address: '',
      latitude: NO_LOCATION.latitude,
      longitude: NO_LOCATION.longitude,
      minOccupancy: 1,
      maxOccupancy: input.propertyDetails.maxOccupancy,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      minNights: 1,
      nightlyRateCents: 0,
      weekendRateCents: null,
      features: noFeatures(),
    })
    .returning();
  return row;
}

/** Merges amenity flags given into the stored ones (only keys of the shared catalogue). */
function mergeFeatures(
  stored: AccommodationFeatures,
  patch: NonNullable<CabinPatchInput['accommodationFeatures']>,
): AccommodationFeatures {
  const out = noFeatures();
  for (const group of FEATURE_GROUPS) {
    const next = { ...(stored?.[group] ?? {}) };
    for (const key of FEATURE_KEYS[group]) {
      const value = patch[group]?.[key];
      if (value === true) next[key] = true;
      else if (value === false) delete next[key];
    }
    out[group] = next;
  }
  return out;
}

/** PATCH: the parts given, checked against the stored values where rules span fields. */
export async function updateHostCabin(
  db: Db,
  actor: HostActor,
  id: string,
  patch: CabinPatchInput,
): Promise<CabinRow> {
  return db.transaction(async (tx) => {
    const row = await findHostCabin(tx, actor, id, { forUpdate: true });
    const d = patch.propertyDetails ?? {};
    const values: Partial<typeof cabins.$inferInsert> = {};
    if (d.name !== undefined) values.name = d.name;
    if (d.accomodationType !== undefined) values.accommodationType = d.accomodationType;
    if (d.minOccupancy !== undefined) values.minOccupancy = d.minOccupancy;
    if (d.maxOccupancy !== undefined) values.maxOccupancy = d.maxOccupancy;
    if (d.bedrooms !== undefined) values.bedrooms = d.bedrooms;
    if (patch.additionalInfo?.nBeds !== undefined) values.beds = patch.additionalInfo.nBeds;
    if (patch.additionalInfo?.nRestrooms !== undefined)
      values.bathrooms = patch.additionalInfo.nRestrooms;
    if (patch.accomodationDescription !== undefined)
      values.description = patch.accomodationDescription;
    if (patch.accommodationFeatures !== undefined)
      values.features = mergeFeatures(row.features, patch.accommodationFeatures);
    for (const key of [
      'bookingMode',
      'cancellationPolicy',
      'checkInTime',
      'checkOutTime',
      'houseRules',
      'checkInInstructions',
    ] as const) {
      if (patch[key] !== undefined) values[key] = patch[key];
    }
    const l = patch.location ?? {};
    if (l.address !== undefined) values.address = l.address;
    if (l.population !== undefined) values.population = l.population;
    if (l.state !== undefined) values.state = l.state;
    if (l.latitude !== undefined) values.latitude = l.latitude;
    if (l.longitude !== undefined) values.longitude = l.longitude;

    const minOccupancy = values.minOccupancy ?? row.minOccupancy;
    const maxOccupancy = values.maxOccupancy ?? row.maxOccupancy;
    if (minOccupancy > maxOccupancy) {
      throw badRequest(HOST_MESSAGES.occupancyOrder, {
        fields: { 'propertyDetails.minOccupancy': HOST_MESSAGES.occupancyOrder },
      });
    }
    if (row.status === 'published') {
      // A published cabin keeps what publishing required: the new values must still meet it.
      const missing = publishMissing({ ...row, ...values } as CabinRow, await photosOf(tx, row.id));
      if (missing.length) throw publishConflict(missing);
    }
    const [updated] = await tx
      .update(cabins)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(cabins.id, row.id))
      .returning();
    return updated;
  });
}

export const publishConflict = (missing: HostCabin['publishMissing']) =>
  conflict(
    `${HOST_MESSAGES.cannotPublish} ${missing.map((m) => m.message.toLowerCase()).join('; ')}.`,
    {
      errorType: 'PUBLISH_REQUIREMENTS',
      missing,
    },
  );

/** Publishes a draft or archived cabin that meets the requirements (409 listing what is missing). */
export async function setHostCabinStatus(
  db: Db,
  actor: HostActor,
  id: string,
  status: 'published' | 'draft' | 'archived',
): Promise<CabinRow> {
  return db.transaction(async (tx) => {
    const row = await findHostCabin(tx, actor, id, { forUpdate: true });
    if (status === 'published') {
      const missing = publishMissing(row, await photosOf(tx, row.id));
      if (missing.length) throw publishConflict(missing);
    }
    if (row.status === status) return row;
    const [updated] = await tx
      .update(cabins)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(cabins.id, row.id)))
      .returning();
    return updated;
  });
}

/** 'Publica tu cabaña': the account accepts the host terms (once; accepting again changes nothing). */
export async function onboardHost(db: DbOrTx, clientId: string, now: Date) {
  const [row] = await db
    .update(clients)
    .set({
      hostTermsAcceptedAt: sql`coalesce(${clients.hostTermsAcceptedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(clients.id, clientId))
    .returning();
  return row ?? null;
}
