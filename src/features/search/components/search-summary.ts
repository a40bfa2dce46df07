import { flexibleSummary } from '../../../shared/flexible-labels.ts';
import { formatDateRange, formatDayMonth } from '../../../shared/format.ts';
import type { HomeSearchValues } from '../../../shared/validation/home-search.ts';
import { guestsFieldText } from './guests-panel.tsx';

export const ANYWHERE_TEXT = 'Cualquier lugar';
export const ANY_DATE_TEXT = 'Cualquier fecha';
export const START_SEARCH_TEXT = 'Empieza tu búsqueda';
export const ADD_DATE_TEXT = 'Agregar fecha';

/** '4 – 7 dic', '28 dic – 2 ene', 'Un fin de semana en marzo o abril', or 'Cualquier fecha'. */
export function datesSummary(
  values: Pick<HomeSearchValues, 'checkIn' | 'checkOut' | 'flexible' | 'months'>,
): string {
  const { checkIn, checkOut, flexible, months } = values;
  if (flexible && months) return flexibleSummary(flexible, months);
  if (!checkIn && !checkOut) return ANY_DATE_TEXT;
  if (!checkIn || !checkOut) return formatDayMonth(checkIn || checkOut);
  return formatDateRange(checkIn, checkOut);
}

export const locationSummary = (location: string): string => location.trim() || ANYWHERE_TEXT;

/** The population alone ('Mazamitla'), for the narrow pill. */
export const shortLocation = (location: string): string =>
  location.trim() ? location.split(',')[0].trim() : ANYWHERE_TEXT;

export const guestsSummary = (guests: number): string => guestsFieldText(guests);

export const hasAnyValue = (values: HomeSearchValues): boolean =>
  values.location.trim() !== '' ||
  values.checkIn !== '' ||
  values.checkOut !== '' ||
  !!values.flexible ||
  values.guests > 0;
