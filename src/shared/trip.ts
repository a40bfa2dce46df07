import type { StayReview } from './reviews.ts';
import type { IsoDate } from './types.ts';

/**
 * One stay as its guest's trip page shows it (`GET /api/auth/my-reservations/:id`, ARCHITECTURE
 * "The guest's trip"). Amounts are pesos. What a cabin does not state (no host account, no house
 * rules or instructions) is null: the page shows what there is.
 */
export interface TripDetails {
  _id: string;
  /** As in Mis reservas: an active stay whose check-out has passed is 'completed'. */
  status: string;
  paymentStatus: string;
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  /** 'HH:MM', the cabin's local time (TRIP_DEFAULT_TIMES when the cabin has none). */
  checkInTime: string;
  checkOutTime: string;
  nNights: number;
  pax: number;
  cabin: {
    id: string;
    name: string;
    accommodationType: string;
    /** Relative media path of the first photo ('' when the cabin has none). */
    image: string;
    imageAlt: string;
    address: string;
    population: string;
    state: string;
    latitude: number;
    longitude: number;
  };
  payment: {
    currency: 'MXN';
    total: number;
    /** What the guest's card was charged (0 until a charge completed). */
    paid: number;
    /** Refunds the provider confirmed. */
    refunded: number;
    balanceDue: number;
    card: { brand: string | null; last4: string } | null;
  };
  host: { name: string; phone: string | null } | null;
  houseRules: string | null;
  /** The host's check-in instructions, only once the stay is confirmed (active or completed). */
  checkInInstructions: string | null;
  /** The stay's check-in instructions page, only once it is confirmed (active or completed). */
  checkInInstructionsUrl: string | null;
  /** The cabin's policy by name ('Flexible', 'Moderada', 'Estricta', 'No reembolsable'). */
  cancellationPolicy: string | null;
  /** A finished stay's review: open to write, written, or closed (null before the stay ends). */
  review?: StayReview | null;
}

/** Arrival from 15:00, departure by 12:00: the times shown when a cabin states none (decision 110). */
export const TRIP_DEFAULT_TIMES = { checkIn: '15:00', checkOut: '12:00' } as const;

/** The trip page's texts (Spanish, shared by the page and its tests). */
export const TRIP_TEXTS = {
  title: 'Detalles de tu viaje',
  notFound: 'Reservación no encontrada',
  directions: 'Cómo llegar',
  call: 'Llamar',
  whatsapp: 'WhatsApp',
  addToCalendar: 'Agregar al calendario',
} as const;

export function tripUrl(id: string): string {
  return `/api/auth/my-reservations/${encodeURIComponent(id)}`;
}

export function tripCalendarUrl(id: string): string {
  return `${tripUrl(id)}/calendar.ics`;
}
