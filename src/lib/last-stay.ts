import { isValidIsoDate } from '../shared/dates.ts';

/**
 * The stay of the guest's last search in this tab (the results page notes it), so that pages
 * outside the search (/favorites) can price cabins for the same dates.
 */
export interface Stay {
  checkIn: string;
  checkOut: string;
  guests: number;
}

const STORAGE_KEY = 'refugio.last-stay';

export function rememberStay(stay: Stay): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stay));
  } catch {
    // Storage blocked: pages show nightly prices instead.
  }
}

/** A stay that can still be booked (arrival today or later), or null. */
export function readStay(value: Partial<Record<keyof Stay, unknown>>, today: string): Stay | null {
  const { checkIn, checkOut } = value;
  const guests = Number(value.guests);
  if (!isValidIsoDate(checkIn) || !isValidIsoDate(checkOut)) return null;
  if (checkIn < today || checkOut <= checkIn) return null;
  return { checkIn, checkOut, guests: Number.isInteger(guests) && guests > 0 ? guests : 1 };
}

export function lastStay(today: string): Stay | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? readStay(JSON.parse(raw) as Partial<Stay>, today) : null;
  } catch {
    return null;
  }
}
