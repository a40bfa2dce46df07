/** es-MX formatting: MXN money, Spanish dates, +52 phones, Spanish plurals. */
import { parseIsoDate } from './dates.ts';

/**
 * es-MX money, written out by hand: the first Intl formatter a page creates loads ICU's locale data
 * (40–120 ms of a phone's main thread while the page starts), and prices are on every first paint.
 * Same output as Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN',
 * currencyDisplay: 'narrowSymbol' }) (tests/shared/format.test.ts holds them together).
 */
function formatPesos(pesos: number, decimals: 0 | 2): string {
  const [whole, fraction] = Math.abs(pesos).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = pesos < 0 && Number(Math.abs(pesos).toFixed(decimals)) !== 0 ? '-' : '';
  return `${sign}$${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "$1,850" for whole pesos, "$1,850.50" otherwise. */
export function formatMXN(pesos: number): string {
  const rounded = Math.round(pesos * 100) / 100;
  return formatPesos(rounded, Number.isInteger(rounded) ? 0 : 2);
}

/** Always two decimals: "$1,850.00" (payment summaries). */
export function formatMXNExact(pesos: number): string {
  return formatPesos(Math.round(pesos * 100) / 100, 2);
}

export const centsToPesos = (cents: number): number => Math.round(cents) / 100;
export const pesosToCents = (pesos: number): number => Math.round(pesos * 100);

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MONTHS_SHORT = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sept',
  'oct',
  'nov',
  'dic',
];

/** '05 de marzo, 2025' (SPEC §2, Mis reservas). */
export function formatDateLong(iso: string): string {
  const d = parseIsoDate(iso);
  return `${String(d.getUTCDate()).padStart(2, '0')} de ${MONTHS[d.getUTCMonth()]}, ${d.getUTCFullYear()}`;
}

/** '22 de noviembre de 2026' (as Intl's es-MX dateStyle 'long' writes it). */
export function formatDateSpelled(iso: string): string {
  const d = parseIsoDate(iso);
  return `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}

/** '5 mar 2026' */
export function formatDateShort(iso: string): string {
  const d = parseIsoDate(iso);
  return `${d.getUTCDate()} ${MONTHS_SHORT[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** '5 mar' (compact ranges in the search bar). */
export function formatDayMonth(iso: string): string {
  const d = parseIsoDate(iso);
  return `${d.getUTCDate()} ${MONTHS_SHORT[d.getUTCMonth()]}`;
}

/** A timestamp in long Mexican Spanish: '22 de noviembre de 2026, 10:30'. */
export function formatDateTimeLong(isoTimestamp: string): string {
  return new Intl.DateTimeFormat('es-MX', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(new Date(isoTimestamp));
}

/** '4 – 7 dic', '28 dic – 2 ene': a stay's dates, the month once when both share it. */
export function formatDateRange(checkIn: string, checkOut: string): string {
  const [inDay, inMonth] = formatDayMonth(checkIn).split(' ');
  const out = formatDayMonth(checkOut);
  return inMonth === out.split(' ')[1] && checkIn.slice(0, 4) === checkOut.slice(0, 4)
    ? `${inDay} – ${out}`
    : `${formatDayMonth(checkIn)} – ${out}`;
}

export function monthName(monthIndex: number): string {
  return MONTHS[monthIndex];
}

// Flexible dates' words (issue 18), here because the header search (start-up code) shows them.
export type FlexibleShape = 'weekend' | 'week' | 'month';
export const FLEXIBLE_LABELS: Record<FlexibleShape, string> = {
  weekend: 'Un fin de semana',
  week: 'Una semana',
  month: 'Un mes',
};

/** 'Un fin de semana en marzo o abril', 'Una semana en mayo, junio o julio'. */
export function flexibleSummary(shape: string, months: string): string {
  const names = months.split(',').map((m) => monthName(Number(m.slice(5, 7)) - 1));
  const last = names.pop();
  return `${FLEXIBLE_LABELS[shape as FlexibleShape]} en ${names.length ? `${names.join(', ')} o ` : ''}${last}`;
}

/** Digits a person typed or stored ("+52 55-1234-5678") → the 10 national digits (SPEC §5 Profile). */
export function normalizePhone(raw: string | null | undefined): string {
  if (!raw) return '';
  let digits = raw.replace(/[\s\-+()]/g, '').replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('52')) digits = digits.slice(2);
  return digits;
}

/** 10 digits → '+52' + digits, as stored and sent. */
export function toMexicanE164(digits: string): string {
  return `+52${normalizePhone(digits)}`;
}

/** '+52 55 1234 5678' */
export function formatPhone(raw: string | null | undefined): string {
  const d = normalizePhone(raw);
  if (d.length !== 10) return raw ?? '';
  return `+52 ${d.slice(0, 2)} ${d.slice(2, 6)} ${d.slice(6)}`;
}

export const plural = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;
/** How long to wait before trying again: '45 segundos', '1 minuto', '15 minutos'. */
export const waitLabel = (seconds: number): string =>
  seconds < 60
    ? plural(Math.max(1, Math.ceil(seconds)), 'segundo', 'segundos')
    : plural(Math.ceil(seconds / 60), 'minuto', 'minutos');
export const guestsLabel = (n: number) => plural(n, 'huésped', 'huéspedes');
/** '1 hora', '2 horas', '30 minutos'. */
export const durationLabel = (minutes: number): string =>
  minutes % 60 === 0 ? plural(minutes / 60, 'hora', 'horas') : plural(minutes, 'minuto', 'minutos');
export const nightsLabel = (n: number) => plural(n, 'noche', 'noches');
export const bedsLabel = (n: number) => plural(n, 'cama', 'camas');
export const bathroomsLabel = (n: number) => plural(n, 'baño', 'baños');
export const bedroomsLabel = (n: number) => plural(n, 'recámara', 'recámaras');
export const listingsLabel = (n: number) => plural(n, 'alojamiento', 'alojamientos');
export const peopleLabel = (n: number) => plural(n, 'persona', 'personas');
