/**
 * Stays and host blocks of the demo catalogue, dated relative to "today": a few guests arriving in
 * the next weeks, one staying now, past stays, maintenance and owner-use blocks, and the demo
 * client's own trips (one coming up, two completed, the latest still to review) so 'Mis reservas' has content.
 */
import { addDays } from '../../../src/shared/dates.ts';
import { priceStayCents, type RateCard } from '../../../src/shared/pricing.ts';
import { FIRST_NAMES, LAST_NAMES } from './phrases.ts';
import type { Rng } from './prng.ts';
import { mexicoTime } from './reviews.ts';

export const DEMO_CLIENT = {
  email: 'demo@refugio.mx',
  password: 'refugio123',
  firstName: 'Ana',
  lastName: 'García',
  phone: '+525512345678',
} as const;

/** The demo host: owner of every seeded cabin, signs in to the host console. */
export const DEMO_HOST = {
  email: 'anfitrion@refugio.mx',
  password: 'refugio123',
  firstName: 'Jorge',
  lastName: 'Medina',
  phone: '+523312345678',
} as const;

interface StayPlan {
  cabin: string;
  /** Days from today to arrival (negative: in the past). */
  from: number;
  nights: number;
  guests: number;
  demo?: boolean;
  specialRequests?: string;
}

const STAYS: StayPlan[] = [
  // The demo client: one trip coming up, two behind her (the latest ended days ago: she can still
  // review it, 'Calificar estancia').
  {
    cabin: 'Bungalow Sac Nicté',
    from: 24,
    nights: 4,
    guests: 2,
    demo: true,
    specialRequests: 'Es nuestro aniversario; llegaremos por la tarde.',
  },
  { cabin: 'Cabaña El Ocote', from: -6, nights: 2, guests: 2, demo: true },
  { cabin: 'Casa colonial Santo Domingo', from: -200, nights: 3, guests: 3, demo: true },
  // Other guests: someone staying right now, arrivals over the next weeks.
  { cabin: 'Cabaña Kin Ha', from: -1, nights: 3, guests: 3 },
  { cabin: 'Cabaña Las Piedrotas', from: 1, nights: 3, guests: 6 },
  {
    cabin: 'Refugio Los Encinos',
    from: 3,
    nights: 2,
    guests: 4,
    specialRequests: 'Viajamos con un bebé; ¿hay cuna disponible?',
  },
  { cabin: 'Cabaña Avándaro', from: 5, nights: 2, guests: 5 },
  { cabin: 'Bungalow Siete Colores', from: 8, nights: 3, guests: 2 },
  { cabin: 'Villa Carrizalillo', from: 12, nights: 5, guests: 6 },
  {
    cabin: 'Casa colonial Santa Ana',
    from: 20,
    nights: 4,
    guests: 4,
    specialRequests: 'Llegaremos tarde, alrededor de las 10 de la noche.',
  },
  { cabin: 'Cabaña El Ocote', from: 9, nights: 2, guests: 2 },
  // Stays already completed.
  { cabin: 'Cabaña La Troje', from: -30, nights: 2, guests: 7 },
  { cabin: 'Villa Xaman Ha', from: -45, nights: 4, guests: 8 },
  { cabin: 'Bungalow Zicatela', from: -15, nights: 3, guests: 2 },
  { cabin: 'Cabaña Prismas Basálticos', from: -9, nights: 2, guests: 4 },
  { cabin: 'Casa colonial Calzada de los Frailes', from: -75, nights: 2, guests: 4 },
  { cabin: 'Cabaña Arareco', from: -100, nights: 3, guests: 5 },
  { cabin: 'Villa Peña del Lago', from: -22, nights: 2, guests: 10 },
];

const BLOCKS: Array<{ cabin: string; from: number; nights: number; reason: string }> = [
  { cabin: 'Cabaña Mirador del Tigre', from: 6, nights: 4, reason: 'Mantenimiento' },
  { cabin: 'Villa Ceiba', from: 30, nights: 7, reason: 'Uso del propietario' },
  { cabin: 'Casa de campo El Embarcadero', from: 14, nights: 3, reason: 'Uso del propietario' },
  { cabin: 'Glamping Isla Pasión', from: 2, nights: 3, reason: 'Mantenimiento' },
  { cabin: 'Cabaña Huitepec', from: 40, nights: 4, reason: 'Mantenimiento' },
];

export interface BookableCabin {
  id: string;
  name: string;
  minOccupancy: number;
  maxOccupancy: number;
  minNights: number;
  rateCard: RateCard;
}

export interface ReservationSpec {
  id: string;
  cabinId: string;
  demo: boolean;
  checkIn: string;
  checkOut: string;
  guests: number;
  nights: number;
  status: 'active' | 'completed';
  paymentStatus: 'PAID';
  subtotalCents: number;
  commissionCents: number;
  totalCents: number;
  guestFirstName: string;
  guestLastName: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string;
  createdAt: Date;
}

export interface PaymentSpec {
  id: string;
  reservationId: string;
  providerChargeId: string;
  authorization: string;
  amountCents: number;
  cardBrand: string;
  cardLast4: string;
  createdAt: Date;
}

export interface BlockSpec {
  id: string;
  cabinId: string;
  checkIn: string;
  checkOut: string;
  reason: string;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const alnum = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => rng.pick([...ALNUM])).join('');
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.');

const CARDS = [
  ['visa', '1111'],
  ['mastercard', '4444'],
  ['amex', '0007'],
] as const;

export function composeBookings(
  rng: Rng,
  cabinsByName: Map<string, BookableCabin>,
  today: string,
): { reservations: ReservationSpec[]; payments: PaymentSpec[]; blocks: BlockSpec[] } {
  const reservations: ReservationSpec[] = [];
  const payments: PaymentSpec[] = [];
  const blocks: BlockSpec[] = [];
  const occupied = new Map<string, Array<[string, string]>>();
  const claim = (cabinId: string, checkIn: string, checkOut: string) => {
    const ranges = occupied.get(cabinId) ?? [];
    if (ranges.some(([a, b]) => checkIn < b && a < checkOut)) {
      throw new Error(`Seed data overlaps on ${cabinId} ${checkIn}–${checkOut}`);
    }
    ranges.push([checkIn, checkOut]);
    occupied.set(cabinId, ranges);
  };

  for (const plan of STAYS) {
    const cabin = cabinsByName.get(plan.cabin);
    if (!cabin) continue;
    const nights = Math.max(plan.nights, cabin.minNights);
    const guests = Math.min(cabin.maxOccupancy, Math.max(cabin.minOccupancy, plan.guests));
    const checkIn = addDays(today, plan.from);
    const checkOut = addDays(checkIn, nights);
    const status = checkOut <= today ? 'completed' : 'active';
    if (status === 'active') claim(cabin.id, checkIn, checkOut);
    const price = priceStayCents(cabin.rateCard, checkIn, checkOut);
    const first = plan.demo ? 'Ana' : rng.pick(FIRST_NAMES);
    const last = plan.demo ? 'García' : rng.pick(LAST_NAMES);
    const bookedDaysBefore = rng.int(6, 45);
    const bookedOn =
      addDays(checkIn, -bookedDaysBefore) < today
        ? addDays(checkIn, -bookedDaysBefore)
        : addDays(today, -1);
    const createdAt = mexicoTime(rng, bookedOn);
    const reservation: ReservationSpec = {
      id: rng.uuid(),
      cabinId: cabin.id,
      demo: Boolean(plan.demo),
      checkIn,
      checkOut,
      guests,
      nights,
      status,
      paymentStatus: 'PAID',
      subtotalCents: price.subtotalCents,
      commissionCents: price.commissionCents,
      totalCents: price.totalCents,
      guestFirstName: first,
      guestLastName: last,
      guestEmail: plan.demo ? 'demo@refugio.mx' : `${ascii(first)}.${ascii(last)}@example.com`,
      guestPhone: plan.demo
        ? DEMO_CLIENT.phone
        : `+52${rng.pick(['55', '33', '81', '22', '99', '44'])}${String(rng.int(10_000_000, 99_999_999))}`,
      specialRequests: plan.specialRequests ?? '',
      createdAt,
    };
    reservations.push(reservation);
    const [brand, last4] = rng.pick(CARDS);
    payments.push({
      id: `pay${alnum(rng, 17)}`,
      reservationId: reservation.id,
      providerChargeId: `tr${alnum(rng, 18)}`,
      authorization: String(rng.int(100000, 999999)),
      amountCents: reservation.totalCents,
      cardBrand: brand,
      cardLast4: last4,
      createdAt,
    });
  }

  for (const plan of BLOCKS) {
    const cabin = cabinsByName.get(plan.cabin);
    if (!cabin) continue;
    const checkIn = addDays(today, plan.from);
    const checkOut = addDays(checkIn, plan.nights);
    claim(cabin.id, checkIn, checkOut);
    blocks.push({ id: rng.uuid(), cabinId: cabin.id, checkIn, checkOut, reason: plan.reason });
  }
  return { reservations, payments, blocks };
}
