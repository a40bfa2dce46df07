import type { BookingSummary, Cabin } from '../../../shared/types.ts';
import type { ValidQuote } from './quote-status.ts';

/** The navigation state /checkout receives (SPEC §3 Booking summary). */
export function buildBookingSummary(
  cabin: Cabin,
  stay: { checkIn: string; checkOut: string; guests: number },
  quote: ValidQuote,
): BookingSummary {
  return {
    cabinId: cabin._id,
    cabinName: cabin.propertyDetails.name,
    cabinImage: cabin.images[0] ?? '',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
    nights: quote.nights,
    pricing: {
      basePrice: quote.basePrice,
      totalPrice: quote.totalPrice,
      cleaningFee: quote.cleaningFee,
      serviceFee: 0,
      comisionServicio: quote.comisionServicio,
      taxes: 0,
    },
    location: `${cabin.location.population}, ${cabin.location.state}`,
    maxOccupancy: cabin.propertyDetails.maxOccupancy,
    amenities: [],
    cancellationPolicy: cabin.cancellationPolicy ?? 'non_refundable',
    // Only a request-to-book cabin says so: the checkout then pre-authorizes instead of charging.
    ...(cabin.bookingMode === 'request' ? { bookingMode: 'request' as const } : {}),
  };
}
