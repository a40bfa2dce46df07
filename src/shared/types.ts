/** Wire types of the HTTP API (SPEC §3 field names). Amounts are pesos (up to 2 decimals). Dates are yyyy-mm-dd. */

import type { StayReview } from './reviews.ts';

export type IsoDate = string;

export const FEATURE_GROUPS = [
  'generalFeatures',
  'views',
  'activities',
  'parking',
  'restroomFeatures',
  'kitchen',
  'sport',
  'livingRoom',
] as const;
export type FeatureGroup = (typeof FEATURE_GROUPS)[number];
export type AccommodationFeatures = Record<FeatureGroup, Record<string, boolean>>;

export type RestrictionType =
  'NOT_AVAILABLE' | 'CAPACITY_EXCEEDED' | 'CAPACITY_INSUFFICIENT' | 'NOCHES_MINIMAS';
export interface Restriction {
  type: RestrictionType;
  message: string;
}

export interface CabinRating {
  /** Average of real reviews, one decimal; null when the cabin has none ('Nuevo'). */
  average: number | null;
  count: number;
}

export interface SeasonalRate {
  name: string;
  startDate: IsoDate;
  /** Exclusive: the season covers nights [startDate, endDate). */
  endDate: IsoDate;
  /** The host's nightly rate in the season, before commission (like others.baseCost). */
  pricePerNight: number;
}

export interface StayPricing {
  nights: number;
  /** Sum of the nightly rates (seasonal/weekend applied), before commission. */
  basePrice: number;
  /** The cabin's cleaning fee, once per stay (absent when it has none); the commission covers it too. */
  cleaningFee?: number;
  comisionServicio: number;
  totalPrice: number;
  /** totalPrice / nights, rounded to pesos. */
  pricePerNight: number;
}

export interface Cabin {
  _id: string;
  propertyDetails: {
    name: string;
    accomodationType: string;
    minOccupancy: number;
    maxOccupancy: number;
    bedrooms: number;
    minNights: number;
  };
  location: {
    population: string;
    state: string;
    latitude: number;
    longitude: number;
    address: string;
  };
  additionalInfo: { nBeds: number; nRestrooms: number; nBedrooms: number };
  accomodationDescription: string;
  /** baseCost and weekendPrice (Friday and Saturday nights) are host rates before commission. */
  others: { basePrice2nights: number; baseCost: number; weekendPrice: number | null };
  /** precioBaseFinal: nightly price shown to guests (commission included); comisionServicio: its commission part. */
  precioCalculado: { precioBaseFinal: number; comisionServicio: number };
  seasonalRates: SeasonalRate[];
  restrictions: Restriction[];
  /** Relative media paths ("scenes/beach-3"); see mediaUrl() in ./media.ts. */
  images: string[];
  /** The host's alt text of each photo of `images`, in the same order (ARCHITECTURE "Hosts"). */
  imageAlts?: string[];
  files: string[];
  accommodationFeatures: AccommodationFeatures;
  rating: CabinRating;
  /** ARCHITECTURE "After payment": 'Reserva inmediata' or 'Solicitud de reserva'. */
  bookingMode?: 'instant' | 'request';
  /** 'Flexible', 'Moderada', 'Estricta' or 'No reembolsable' (src/shared/host.ts has the labels). */
  cancellationPolicy?: 'flexible' | 'moderate' | 'strict' | 'non_refundable';
  /** Charged once per stay, before the commission (pesos; 0: none). */
  cleaningFee?: number;
  /** HH:MM, the cabin's local time. */
  checkInTime?: string;
  checkOutTime?: string;
  houseRules?: string;
  /** Present on search answers when dates were given. */
  cotizacion?: StayPricing | null;
  /** Flexible searches (issue 18): the stay the server found free, which cotizacion prices. */
  fechas?: { checkIn: string; checkOut: string };
}

export interface SearchResponse {
  success: true;
  /** Cabins matching destination + filters (all pages). */
  total: number;
  /** Cabins matching the destination and guests alone, before bedrooms/beds/bathrooms/amenities filters. */
  totalUnfiltered: number;
  page: number;
  pageSize: number;
  /**
   * The prices per night of the search before its price range (ARCHITECTURE "Discovery"): whole
   * pesos min and max, and equal-width bucket counts over them.
   */
  priceHistogram?: { min: number; max: number; buckets: number[] };
  habitaciones: Cabin[];
}

export interface CabinReview {
  id: string;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface QuoteRequest {
  habitacionId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
}

export type QuoteErrorType =
  | 'INVALID_DATE'
  | 'INVALID_DATE_RANGE'
  | 'CABIN_NOT_FOUND'
  | 'CAPACITY_EXCEEDED'
  | 'CAPACITY_INSUFFICIENT'
  | 'NOCHES_MINIMAS'
  | 'NOT_AVAILABLE'
  | 'SERVER_ERROR';

export interface QuoteResponse {
  success: boolean;
  available: boolean;
  error?: string;
  errorType?: QuoteErrorType;
  /** cleaningFee: the cabin's fee once per stay (absent when none); the commission covers it too. */
  pricing?: {
    totalPrice: number;
    pricePerNight: number;
    basePrice: number;
    cleaningFee?: number;
    nights: number;
  };
  precioCalculado?: { comisionServicio: number };
}

export interface OccupiedRange {
  checkIn: IsoDate;
  /** Exclusive. */
  checkOut: IsoDate;
  kind: 'reservation' | 'block';
}

export interface BookingSummary {
  cabinId: string;
  cabinName: string;
  cabinImage: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  nights: number;
  pricing: {
    basePrice: number;
    totalPrice: number;
    cleaningFee: number;
    serviceFee: number;
    comisionServicio: number;
    taxes: number;
  };
  location: string;
  maxOccupancy: number;
  amenities: string[];
  /** The cabin's cancellation policy, stated before paying (absent: 'No reembolsable'). */
  cancellationPolicy?: 'flexible' | 'moderate' | 'strict' | 'non_refundable';
  /** 'request': the host approves the guest first; the card is only pre-authorized at checkout. */
  bookingMode?: 'instant' | 'request';
}

/** A booking of `/api/bookings` (GET, POST, PUT, cancel). */
export interface BookingDetails {
  _id: string;
  cabinId: string;
  cabinName: string;
  /** Relative media path of the cabin's first photo, or null. */
  cabinImage: string | null;
  location: { population: string; state: string; address: string };
  checkIn: IsoDate;
  checkOut: IsoDate;
  guests: number;
  nights: number;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  pricing: StayPricing;
  balanceDue: number;
  currency: 'MXN';
  /** When an unpaid request stops holding its nights (ISO timestamp), else null. */
  holdExpiresAt: string | null;
  /** The cancellation policy the stay was sold under. */
  cancellationPolicy: 'flexible' | 'moderate' | 'strict' | 'non_refundable';
  /** Pesos refunded, or on their way back, to the guest's card. */
  refundAmount: number;
  /** A booking is shown only to its owner (or, when it has none, to whoever holds its id). */
  guestInfo: GuestInfo;
  createdAt: string;
  updatedAt: string;
}

export interface BookingResponse {
  success: true;
  message?: string;
  data: BookingDetails;
}

export interface GuestInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  specialRequests: string;
}

export interface ChargeRequest {
  reservationId: string;
  method: 'card';
  token_id: string;
  device_session_id: string;
  customerData: { name: string; last_name: string; phone_number: string; email: string };
  reservationData: {
    cabinId: string;
    cabinName: string;
    checkIn: IsoDate;
    checkOut: IsoDate;
    guests: number;
    nights: number;
    location: string;
    maxOccupancy: number;
    pricing: BookingSummary['pricing'];
    guestInfo: GuestInfo;
  };
  clienteWebId?: string;
  /** Meses sin intereses: the number of monthly payments (absent: one payment). */
  payment_plan?: { payments: number };
}

export interface ChargeResponse {
  success: boolean;
  data?: {
    reservationId: string;
    paymentId: string;
    status: string;
    charge: { status: string; error_message: string | null; authorization?: string | null };
    ok: boolean;
    message: string;
    totalAmount: number;
    confirmedAt: string;
    /** The charged card: brand ('visa' | 'mastercard' | 'amex' | 'unknown') and last 4 digits only. */
    cardBrand?: string;
    last4?: string;
    /** Meses sin intereses: the number of monthly payments (absent: one payment). */
    installments?: number;
    /** A request-to-book: 'pending_host' (the card pre-authorized) until its host answers by `respondBy`. */
    reservationStatus?: string;
    respondBy?: string;
  };
  error?: string;
  error_code?: number;
  errorType?: string;
}

/** What checkout hands the confirmation page (SPEC §3 "Booking result"), as navigation state. */
export interface BookingResult {
  /** 'requested': a request-to-book whose card was pre-authorized; the host has until `respondBy`. */
  status: 'confirmed' | 'requested';
  respondBy?: string;
  bookingData: BookingSummary;
  guestInfo: GuestInfo;
  paymentDetails: {
    id: string;
    status: string;
    authorization?: string | null;
    cardBrand: string;
    last4: string;
  };
  reservationId: string;
  paymentId: string;
  /** The amount charged, as the server priced it. */
  totalAmount: number;
  confirmedAt: string;
  /** Meses sin intereses: the number of monthly payments (absent: one payment). */
  installments?: number;
}

export interface Client {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  lastLogin: string | null;
  registrationMethod: 'email' | 'google' | 'facebook';
  isEmailVerified: boolean;
  oauthProviders: { google: boolean; facebook: boolean };
  preferences: { notifications: { email: boolean; sms: boolean }; newsletter: boolean };
  createdAt: string;
  /**
   * What the account may do (ARCHITECTURE "Hosts"): always 'guest'; 'host' once it accepted the host
   * terms; 'admin' for operators. Every server answer carries it (optional for older cached sessions).
   */
  roles?: Array<'guest' | 'host' | 'admin'>;
}

export interface AuthResponse {
  success: boolean;
  message?: string;
  error?: string;
  data?: { token: string; client: Client };
}

export type ReservationStatus = 'active' | 'cancelled' | 'completed' | 'pending' | string;
export type PaymentStatus = 'PAID' | 'PENDING' | 'FAILED' | 'REFUNDED' | string;

export interface ReservationListItem {
  _id: string;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  resourceId: string;
  resourceName: string;
  chaletImage: string;
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  pax: number;
  nNights: number;
  maxOccupation: number;
  total: number;
  currency: 'MXN';
  balanceDue: number;
  url?: string;
  /** A cancelled stay's refund, made or on its way (pesos). */
  refundAmount?: number;
  /** Meses sin intereses: the number of monthly payments of its charge (absent: one payment). */
  installments?: number;
  /** Essentials for arriving without signal. */
  location: {
    population: string;
    state: string;
    address: string;
    latitude: number;
    longitude: number;
  };
  /** A finished stay's review state (src/shared/reviews.ts); absent before the stay ends. */
  review?: StayReview;
}

export interface ApiErrorBody {
  success: false;
  message: string;
  error?: string;
  errorType?: string;
  error_code?: number;
  fields?: Record<string, string>;
}
