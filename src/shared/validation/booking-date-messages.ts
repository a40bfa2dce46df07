/**
 * SPEC §5's two booking-date messages, on their own: the header search (home-search.ts, start-up
 * code on every page) needs one of them, not the calendar rules of booking-dates.ts.
 */
export const BOOKING_DATE_MESSAGES = {
  checkInPast: 'La fecha de llegada no puede ser anterior a hoy',
  checkOutNotAfterCheckIn: 'La fecha de salida debe ser posterior a la fecha de llegada',
} as const;
