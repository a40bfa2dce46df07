import { formatDayMonth } from '../../../shared/format.ts';
import type { HomeSearchValues } from '../../../shared/validation/home-search.ts';
import { guestsFieldText } from './guests-panel.tsx';

export const ANYWHERE_TEXT = 'Cualquier lugar';
export const ANY_DATE_TEXT = 'Cualquier fecha';
export const START_SEARCH_TEXT = 'Empieza tu búsqueda';
export const ADD_DATE_TEXT = 'Agregar fecha';

/** '4 – 7 dic', '28 dic – 2 ene', or 'Cualquier fecha'. */
export function datesSummary(values: Pick<HomeSearchValues, 'checkIn' | 'checkOut'>): string {
  const { checkIn, checkOut } = values;
  if (!checkIn && !checkOut) return ANY_DATE_TEXT;
  if (!checkIn || !checkOut) return formatDayMonth(checkIn || checkOut);
  const [inDay, inMonth] = formatDayMonth(checkIn).split(' ');
  const out = formatDayMonth(checkOut);
  return inMonth === out.split(' ')[1] && checkIn.slice(0, 4) === checkOut.slice(0, 4)
    ? `${inDay} – ${out}`
    : `${formatDayMonth(checkIn)} – ${out}`;
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
  values.guests > 0;
