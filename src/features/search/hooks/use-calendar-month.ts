import { useState } from 'react';

const firstOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;

/**
 * The month a calendar shows, kept while the panels go from Llegada to Salida (the traveller keeps
 * their place) and forgotten once no calendar is open.
 */
export function useCalendarMonth(
  panel: string | null,
  values: { checkIn: string; checkOut: string },
  today: string,
): [string, (month: string) => void] {
  const [month, setMonth] = useState<string | null>(null);
  const calendarOpen = panel === 'checkIn' || panel === 'checkOut';
  const [wasOpen, setWasOpen] = useState(calendarOpen);
  if (wasOpen !== calendarOpen) {
    setWasOpen(calendarOpen);
    if (!calendarOpen) setMonth(null);
  }
  const shown = panel === 'checkOut' ? values.checkOut || values.checkIn : values.checkIn;
  const opening = firstOfMonth(shown && shown > today ? shown : today);
  if (calendarOpen && month === null) setMonth(opening);
  return [month ?? opening, setMonth];
}
