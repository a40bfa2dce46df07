import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { todayInMexico } from '../../../shared/dates.ts';
import { defaultGuests } from '../../../shared/validation/booking-dates.ts';
import { stayFromAddress, type Stay } from '../lib/stay-request.ts';

/** SPEC §9: the address follows the widget about 1 s after a change. */
export const ADDRESS_SYNC_DELAY = 1000;

/**
 * The stay being chosen: read once from the address (invalid values are dropped) and written back
 * to it, replacing the history entry, a second after each change. `flush` writes it at once: call it
 * before leaving the page, or the pending write would land on the next page's address (the page is
 * still drawn, and its timer still running, while the next one's code loads).
 */
export function useStayParams(occupancy: { minOccupancy: number; maxOccupancy: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [stay, setStay] = useState<Stay>(() =>
    stayFromAddress(searchParams, occupancy, todayInMexico()),
  );

  const { checkIn, checkOut, guests } = stay;
  const guestsDefault = defaultGuests(occupancy.minOccupancy);
  const currentParams = useRef(searchParams);
  useEffect(() => {
    currentParams.current = searchParams;
  }, [searchParams]);

  const write = useCallback(() => {
    const previous = currentParams.current;
    const next = new URLSearchParams(previous);
    const put = (key: string, value: string | null) =>
      value ? next.set(key, value) : next.delete(key);
    put('checkIn', checkIn);
    put('checkOut', checkOut);
    put('guests', checkIn || checkOut || guests !== guestsDefault ? String(guests) : null);
    if (next.toString() !== previous.toString()) {
      currentParams.current = next;
      setSearchParams(next, { replace: true, preventScrollReset: true });
    }
  }, [checkIn, checkOut, guests, guestsDefault, setSearchParams]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    timer.current = setTimeout(write, ADDRESS_SYNC_DELAY);
    return () => clearTimeout(timer.current);
  }, [write]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    write();
  }, [write]);

  return [stay, setStay, flush] as const;
}
