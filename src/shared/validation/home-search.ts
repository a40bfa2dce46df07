/**
 * The header search (SPEC §5 Home search): arrival and departure are required, departure comes after
 * arrival, and at least one guest. The same rules make the results-page bar ignore a bad submit.
 */
import * as yup from 'yup';
import { isValidIsoDate } from '../dates.ts';
import { BOOKING_DATE_MESSAGES } from './booking-dates.ts';

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
}

export const EMPTY_HOME_SEARCH: HomeSearchValues = {
  location: '',
  checkIn: '',
  checkOut: '',
  guests: 0,
};

export const homeSearchSchema = yup.object({
  location: yup.string().defined().default(''),
  checkIn: yup
    .string()
    .defined()
    .default('')
    .test('dates-required', HOME_SEARCH_MESSAGES.datesRequired, function (checkIn) {
      return isValidIsoDate(checkIn) && isValidIsoDate(this.parent.checkOut);
    }),
  checkOut: yup
    .string()
    .defined()
    .default('')
    .test('after-check-in', HOME_SEARCH_MESSAGES.checkOutAfterCheckIn, function (checkOut) {
      const { checkIn } = this.parent as HomeSearchValues;
      // Missing dates are reported once, on checkIn.
      if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) return true;
      return checkOut > checkIn;
    }),
  guests: yup
    .number()
    .typeError(HOME_SEARCH_MESSAGES.guestsRequired)
    .integer(HOME_SEARCH_MESSAGES.guestsRequired)
    .min(1, HOME_SEARCH_MESSAGES.guestsRequired)
    .required(HOME_SEARCH_MESSAGES.guestsRequired),
});

/** Every broken rule's message, in the order of SPEC §5 (dates, order of dates, guests). */
export function homeSearchErrors(values: HomeSearchValues): string[] {
  try {
    homeSearchSchema.validateSync(values, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const order: string[] = Object.values(HOME_SEARCH_MESSAGES);
    return [...new Set(error.errors)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }
}

export const isCompleteHomeSearch = (values: HomeSearchValues): boolean =>
  homeSearchErrors(values).length === 0;
