import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AccommodationFeatures } from '../../src/shared/types.ts';

/** Money columns are integer centavos. Date columns are calendar dates (yyyy-mm-dd strings). */

export const cabins = pgTable(
  'cabins',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    accommodationType: text('accommodation_type').notNull(),
    description: text('description').notNull(),
    population: text('population').notNull(),
    state: text('state').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    minOccupancy: integer('min_occupancy').notNull().default(1),
    maxOccupancy: integer('max_occupancy').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    beds: integer('beds').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    minNights: integer('min_nights').notNull().default(1),
    /** Host's nightly rate before commission (0: a draft without a price yet, never published). */
    nightlyRateCents: integer('nightly_rate_cents').notNull(),
    /** Friday and Saturday nights, when the cabin has a weekend rate. */
    weekendRateCents: integer('weekend_rate_cents'),
    features: jsonb('features').$type<AccommodationFeatures>().notNull(),
    /** The host who owns the cabin (null: nobody's, reachable by operators only). */
    ownerId: text('owner_id').references(() => clients.id, { onDelete: 'set null' }),
    /** draft | published | archived: only published cabins are in the catalogue (search, pages, quotes). */
    status: text('status').notNull().default('draft'),
    /** instant | request (ARCHITECTURE "After payment"). */
    bookingMode: text('booking_mode').notNull().default('instant'),
    /** flexible | moderate | strict | non_refundable ('No reembolsable', SPEC's default). */
    cancellationPolicy: text('cancellation_policy').notNull().default('non_refundable'),
    /** HH:MM, the cabin's local time. */
    checkInTime: text('check_in_time').notNull().default('15:00'),
    checkOutTime: text('check_out_time').notNull().default('12:00'),
    houseRules: text('house_rules').notNull().default(''),
    /** Shown to a guest only once a stay is confirmed. */
    checkInInstructions: text('check_in_instructions').notNull().default(''),
    /** Charged once per stay, before the service commission. */
    cleaningFeeCents: integer('cleaning_fee_cents').notNull().default(0),
    /** The secret of the calendar export address /ical/:token.ics (rotating it invalidates the old one). */
    icalToken: text('ical_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cabins_status_ck', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('cabins_booking_mode_ck', sql`${t.bookingMode} in ('instant', 'request')`),
    check(
      'cabins_cancellation_policy_ck',
      sql`${t.cancellationPolicy} in ('flexible', 'moderate', 'strict', 'non_refundable')`,
    ),
    check('cabins_cleaning_fee_ck', sql`${t.cleaningFeeCents} >= 0`),
    check('cabins_min_nights_ck', sql`${t.minNights} >= 1`),
    index('cabins_owner_idx').on(t.ownerId),
    uniqueIndex('cabins_ical_token_uq').on(t.icalToken),
    check(
      'cabins_occupancy_ck',
      sql`${t.minOccupancy} >= 1 and ${t.maxOccupancy} >= ${t.minOccupancy}`,
    ),
    check('cabins_price_ck', sql`${t.nightlyRateCents} >= 0`),
    index('cabins_population_idx').on(t.population),
  ],
);

export const cabinSeasonalRates = pgTable(
  'cabin_seasonal_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cabinId: text('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    nightlyRateCents: integer('nightly_rate_cents').notNull(),
    /** The season's own minimum stay (null: the cabin's). */
    minNights: integer('min_nights'),
  },
  (t) => [
    index('cabin_seasonal_rates_cabin_idx').on(t.cabinId),
    check('cabin_seasonal_rates_range_ck', sql`${t.endDate} > ${t.startDate}`),
  ],
);

export const cabinPhotos = pgTable(
  'cabin_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cabinId: text('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Relative media path, resolved under /media by clients. */
    path: text('path').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [uniqueIndex('cabin_photos_cabin_position_uq').on(t.cabinId, t.position)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The original of a photo a host uploaded (ARCHITECTURE "Hosts": originals live in the database, so
 * every server process has them). Its cabin_photos row has the path `uploads/<token>`; the server
 * renders the WebP widths from it under /media/uploads/<token>-<width>.webp.
 */
export const cabinPhotoUploads = pgTable('cabin_photo_uploads', {
  token: text('token').primaryKey(),
  photoId: integer('photo_id')
    .notNull()
    .unique()
    .references(() => cabinPhotos.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  original: bytea('original').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A calendar a host imports (Airbnb, Booking.com, Vrbo): polled by the ical-sync job, claimed once
 * per interval across processes (next_sync_at moved forward under FOR UPDATE SKIP LOCKED). Its
 * events become host_blocks with its feed_id; `conflicts` lists the events that overlap a Refugio
 * stay (never dropped silently).
 */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: text('id').primaryKey(),
    cabinId: text('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    eventsImported: integer('events_imported').notNull().default(0),
    conflicts: jsonb('conflicts')
      .$type<Array<{ uid: string; checkIn: string; checkOut: string; summary: string }>>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ical_feeds_cabin_idx').on(t.cabinId),
    index('ical_feeds_due_idx').on(t.nextSyncAt),
  ],
);

export const hostBlocks = pgTable(
  'host_blocks',
  {
    id: text('id').primaryKey(),
    cabinId: text('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** The import feed the block came from (null: the host's own block). */
    feedId: text('feed_id').references(() => icalFeeds.id, { onDelete: 'cascade' }),
    /** The feed event's UID. */
    externalUid: text('external_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('host_blocks_feed_idx')
      .on(t.feedId)
      .where(sql`${t.feedId} is not null`),
    check('host_blocks_range_ck', sql`${t.checkOut} > ${t.checkIn}`),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    registrationMethod: text('registration_method').notNull().default('email'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    googleLinked: boolean('google_linked').notNull().default(false),
    facebookLinked: boolean('facebook_linked').notNull().default(false),
    notifyEmail: boolean('notify_email').notNull().default(true),
    notifySms: boolean('notify_sms').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    /** When the account accepted the host terms ('Publica tu cabaña'): a host from then on. */
    hostTermsAcceptedAt: timestamp('host_terms_accepted_at', { withTimezone: true }),
    /** An operator (`npm run admin:create -- EMAIL`): reaches every cabin and reservation. */
    isAdmin: boolean('is_admin').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_email_uq').on(sql`lower(${t.email})`)],
);

/** One row per issued JWT (jti): logout revokes it, so a token can be refused on every server. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the client typed a password (or reset it): kept across refresh rotation, so no refresh
     * reaches beyond signedInAt + SESSION_MAX_DAYS.
     */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_sessions_client_idx').on(t.clientId),
    index('auth_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * status: pending (a hold while the card is charged) | active | cancelled | completed | expired | failed.
 * Only pending and active rows occupy nights: the exclusion constraint (custom migration) covers them.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: text('id').primaryKey(),
    cabinId: text('cabin_id')
      .notNull()
      .references(() => cabins.id),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull(),
    nights: integer('nights').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    /** The cabin's cleaning fee, once per stay (in the total, and under the commission). */
    cleaningFeeCents: integer('cleaning_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    balanceDueCents: integer('balance_due_cents').notNull().default(0),
    currency: text('currency').notNull().default('MXN'),
    guestFirstName: text('guest_first_name').notNull(),
    guestLastName: text('guest_last_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    url: text('url'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The address a POST /api/bookings hold was asked from: open holds are capped per address. */
    holdAddress: text('hold_address'),
    /**
     * The cabin's cancellation policy when the stay was sold (src/shared/cancellation-policy.ts):
     * a later change of the cabin's policy does not change what this guest gets back.
     */
    cancellationPolicy: text('cancellation_policy').notNull().default('non_refundable'),
    /**
     * A request ('pending_host', payment AUTHORIZED): when its host's time to answer ends; the
     * request-expiry job then releases it (docs/decisions/130-request-to-book.md).
     */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    /** Why the host declined the request ('Rechazar'), as the host wrote it. */
    declineReason: text('decline_reason'),
    /**
     * The answer to a request being carried out at the provider ('accept' captures, 'decline' and
     * 'expire' release), claimed by one process at `decisionAt`; null when none is under way.
     */
    decision: text('decision'),
    decisionAt: timestamp('decision_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reservations_range_ck', sql`${t.checkOut} > ${t.checkIn}`),
    check(
      'reservations_cancellation_policy_ck',
      sql`${t.cancellationPolicy} in ('flexible', 'moderate', 'strict', 'non_refundable')`,
    ),
    check('reservations_guests_ck', sql`${t.guests} >= 1`),
    index('reservations_cabin_idx').on(t.cabinId),
    index('reservations_client_idx').on(t.clientId),
    index('reservations_open_hold_address_idx')
      .on(t.holdAddress)
      .where(sql`${t.status} = 'pending' and ${t.holdAddress} is not null`),
    index('reservations_respond_by_idx')
      .on(t.respondBy)
      .where(sql`${t.status} = 'pending_host'`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id),
    provider: text('provider').notNull(),
    providerChargeId: text('provider_charge_id'),
    authorization: text('authorization'),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('MXN'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    /**
     * When the reconciliation job should next ask the provider about this charge (its outcome was
     * unknown, or its hold expired without one): null once the provider's answer is final.
     */
    checkAt: timestamp('check_at', { withTimezone: true }),
    /** How many times the reconciliation job has asked (the wait between asks grows with it). */
    checks: integer('checks').notNull().default(0),
    /** Meses sin intereses: the number of monthly payments (Openpay payment_plan); null in one payment. */
    installments: integer('installments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_reservation_idx').on(t.reservationId),
    index('payments_check_at_idx')
      .on(t.checkAt)
      .where(sql`${t.checkAt} is not null`),
  ],
);

/**
 * Refunds to make: an intent recorded once per reason and charge (`key`), claimed by one process
 * at a time (`status` processing until `leaseUntil`), retried by the reconciliation job until the
 * provider shows it done, never sent twice (server/payments/refunds.ts).
 * status: requested | processing | succeeded | failed (given up: needs a person).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id),
    provider: text('provider').notNull(),
    providerChargeId: text('provider_charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Why the money goes back: 'nights_lost' (a charge that completed after its nights went). */
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_key_uq').on(t.key),
    index('refunds_charge_idx').on(t.providerChargeId),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('requested', 'processing')`),
    check('refunds_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  /** null while the first request is still running. */
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  /** The hold the request wrote, once it wrote one: a retry after a crash or an unknown outcome
   * answers from it instead of charging again. */
  reservationId: text('reservation_id'),
  /** The stored answer said the charge's outcome was unknown: a replay looks again. */
  outcomeUnknown: boolean('outcome_unknown').notNull().default(false),
  /** When the running request took the key: a key in progress for too long was left by a crash. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    cabinId: text('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The stay reviewed (one review per stay); null for the demo catalogue's reviews. */
    reservationId: text('reservation_id').references(() => reservations.id, {
      onDelete: 'cascade',
    }),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The six category ratings of ARCHITECTURE "The guest's trip" (null on the demo's reviews). */
    cleanliness: smallint('cleanliness'),
    accuracy: smallint('accuracy'),
    checkIn: smallint('check_in'),
    communication: smallint('communication'),
    location: smallint('location'),
    value: smallint('value'),
  },
  (t) => [
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_categories_ck',
      sql`coalesce(${t.cleanliness}, 1) between 1 and 5 and coalesce(${t.accuracy}, 1) between 1 and 5
        and coalesce(${t.checkIn}, 1) between 1 and 5 and coalesce(${t.communication}, 1) between 1 and 5
        and coalesce(${t.location}, 1) between 1 and 5 and coalesce(${t.value}, 1) between 1 and 5`,
    ),
    index('reviews_cabin_idx').on(t.cabinId),
    uniqueIndex('reviews_reservation_uq').on(t.reservationId),
  ],
);

/**
 * Each cabin's review aggregate (sum and count of the overall ratings), kept by triggers on reviews
 * in the writing statement's transaction (migration 0015), so the catalogue reads one row per cabin
 * instead of grouping every review.
 */
export const cabinRatings = pgTable('cabin_ratings', {
  cabinId: text('cabin_id')
    .primaryKey()
    .references(() => cabins.id, { onDelete: 'cascade' }),
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
});

/** Stays whose guest was invited to review them (written with the invitation: once per stay). */
export const reviewInvitations = pgTable('review_invitations', {
  reservationId: text('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  /** The outbox message, or null when the guest's e-mail notifications were off. */
  mailId: text('mail_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in card sandbox (Openpay-compatible). Never holds a card number or CVV. */
export const sandboxTokens = pgTable('sandbox_tokens', {
  id: text('id').primaryKey(),
  merchantId: text('merchant_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  bin: text('bin').notNull(),
  holderName: text('holder_name').notNull(),
  expirationMonth: text('expiration_month').notNull(),
  expirationYear: text('expiration_year').notNull(),
  /** The outcome the test card triggers at charge time (null: approved). */
  outcomeCode: integer('outcome_code'),
  /** What capturing an authorization made with it meets (null: the capture succeeds). */
  captureOutcomeCode: integer('capture_outcome_code'),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    orderId: text('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    authorization: text('authorization'),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    description: text('description').notNull(),
    /** Made with `capture: false`: an authorization, captured or cancelled by a second call. */
    preAuthorization: boolean('pre_authorization').notNull().default(false),
    /** The decline its capture meets (a test card whose capture fails), if any. */
    captureErrorCode: integer('capture_error_code'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What its one refund gave back (a part of the charge, or all of it). */
    refundedCents: integer('refunded_cents'),
    /** Meses sin intereses: payment_plan.payments of the charge; null in one payment. */
    installments: integer('installments'),
    /** 'credit' or 'debit', from the card's BIN as Openpay's bin lookup answers. */
    cardType: text('card_type').notNull().default('credit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_charges_order_uq').on(t.merchantId, t.orderId)],
);

/**
 * One row (id = 1) whose version goes up, by statement-level triggers (custom migration), whenever
 * cabins, their photos, seasonal rates or reviews change. Servers keep the catalogue in memory and
 * reload it when this version moves (see server/services/catalogue.ts).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** catalogue_changes holds every change with a version above this one (older ones trimmed). */
    changesFrom: bigint('changes_from', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_ck', sql`${t.id} = 1`)],
);

/**
 * Which cabins each catalogue_version step changed, written by the same statement-level triggers
 * (custom migration 0019), so servers reload only those cabins. cabin_id null: too many or all
 * (a bulk statement, a TRUNCATE): servers reload everything. Trimmed by the triggers themselves.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    cabinId: text('cabin_id'),
  },
  (t) => [index('catalogue_changes_version_idx').on(t.version)],
);

/**
 * One row (id = 1) whose version goes up, by statement-level triggers (custom migration), whenever
 * reservations or host blocks change. Servers cache which cabins are taken on a range of nights and
 * trust an answer only while this version stays the same (see server/services/occupancy-cache.ts).
 */
export const availabilityVersion = pgTable(
  'availability_version',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('availability_version_single_ck', sql`${t.id} = 1`)],
);

/**
 * E-mail waiting to be sent, written in the same transaction as the change it reports and delivered
 * by the mail-delivery job (server/mail/). status: pending | sending (claimed until locked_until) |
 * sent | failed. `payload` is the data the template renders; a template marked secret (a reset link)
 * has it erased once the message is sent or has failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    payload: jsonb('payload'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);

/** A password-reset link: only the SHA-256 of its token is kept; single use, valid one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_client_idx').on(t.clientId)],
);

/** A signed-in guest's saved cabins (the heart; ARCHITECTURE "Discovery"), newest first by savedAt. */
export const favorites = pgTable(
  'favorites',
  {
    clientId: text('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    cabinId: text('cabin_id')
      .notNull()
      .references(() => cabins.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.cabinId] }),
    index('favorites_cabin_idx').on(t.cabinId),
  ],
);
