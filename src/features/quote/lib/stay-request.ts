import type { Cabin, QuoteRequest } from '../../../shared/types.ts';
import {
  defaultGuests,
  parseStayParams,
  validateBookingDates,
} from '../../../shared/validation/booking-dates.ts';

export interface Stay {
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
}

/** The guests a cabin's booking widget accepts: at least one, at least its minimum. */
export function guestLimits(cabin: Pick<Cabin, 'propertyDetails'>): {
  minOccupancy: number;
  maxOccupancy: number;
} {
  const { minOccupancy, maxOccupancy } = cabin.propertyDetails;
  return { minOccupancy, maxOccupancy: Math.max(maxOccupancy, defaultGuests(minOccupancy)) };
}

/**
 * The stay the booking widget starts from: checkIn, checkOut and guests from the address, each
 * valid on its own terms, guests defaulting to the cabin's minimum.
 */
export function stayFromAddress(
  params: URLSearchParams,
  occupancy: { minOccupancy: number; maxOccupancy: number },
  today: string,
): Stay {
  const parsed = parseStayParams(
    {
      checkIn: params.get('checkIn'),
      checkOut: params.get('checkOut'),
      guests: params.get('guests'),
    },
    { today, ...occupancy },
  );
  return { ...parsed, guests: parsed.guests ?? defaultGuests(occupancy.minOccupancy) };
}

/** The quote a stay asks for: none until both dates are chosen and valid. */
export function quoteRequestFor(
  cabinId: Cabin['_id'],
  stay: Stay,
  today: string,
): QuoteRequest | null {
  const { checkIn, checkOut, guests } = stay;
  const errors = validateBookingDates({ checkIn, checkOut }, today);
  if (!checkIn || !checkOut || errors.checkIn || errors.checkOut) return null;
  return { habitacionId: cabinId, checkIn, checkOut, guests };
}
