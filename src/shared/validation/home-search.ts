/**
 * The header search (SPEC §5 Home search): arrival and departure are required, departure comes after
 * arrival, and at least one guest. The same rules make the results-page bar ignore a bad submit.
 */
import { isValidIsoDate } from '../dates.ts';
import { BOOKING_DATE_MESSAGES } from './booking-date-messages.ts';

export const HOME_SEARCH_MESSAGES = {
  datesRequired: 'Por favor selecciona las fechas de llegada y salida',
  checkOutAfterCheckIn: BOOKING_DATE_MESSAGES.checkOutNotAfterCheckIn,
  guestsRequired: 'Por favor indica el número de huéspedes',
} as const;

export interface HomeSearchValues {
  /** 'population, state', or '' for anywhere. */
  location: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Flexible dates (issue 18) instead of checkIn/checkOut: 'weekend' | 'week' | 'month'… */
  flexible?: string;
  /** …in these months, 'yyyy-mm,…'. */
  months?: string;
}

export const EMPTY_HOME_SEARCH: HomeSearchValues = {
  location: '',
  checkIn: '',
  checkOut: '',
  guests: 0,
};

/**
 * Every broken rule's message, in the order of SPEC §5 (dates, order of dates, guests). Three
 * checks on a plain object: no schema library, because this runs in the header of every page.
 */
export function homeSearchErrors(values: HomeSearchValues): string[] {
  const errors: string[] = [];
  const { checkIn, checkOut, guests } = values;
  if (values.flexible && values.months) {
    // Flexible dates: the stays are the server's to find.
  } else if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) {
    errors.push(HOME_SEARCH_MESSAGES.datesRequired);
  } else if (checkOut <= checkIn) {
    errors.push(HOME_SEARCH_MESSAGES.checkOutAfterCheckIn);
  }
  if (typeof guests !== 'number' || !Number.isInteger(guests) || guests < 1) {
    errors.push(HOME_SEARCH_MESSAGES.guestsRequired);
  }
  return errors;
}

export const isCompleteHomeSearch = (values: HomeSearchValues): boolean =>
  homeSearchErrors(values).length === 0;
