import ical, { ICalCalendarMethod } from 'ical-generator';
import { parseIsoDate } from '../../src/shared/dates.ts';
import { STAY_CALENDAR_TEXTS } from '../../src/shared/mail-texts.ts';

export interface CalendarStay {
  reservationId: string;
  cabinName: string;
  address: string;
  population: string;
  state: string;
  latitude: number;
  longitude: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Where the guest sees the stay (Mis reservas). */
  url: string;
}

/**
 * One stay as an RFC 5545 calendar: an all-day event from the arrival day to the departure day
 * (DTEND exclusive, as calendars read all-day ranges), with the cabin's address and coordinates.
 * The UID is stable per reservation, so importing it twice updates one event.
 */
export function stayCalendar(stay: CalendarStay, now: Date): string {
  const calendar = ical({
    prodId: { company: 'Refugio', product: 'Reservas', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    name: STAY_CALENDAR_TEXTS.calendarName,
  });
  const place = `${stay.address}, ${stay.population}, ${stay.state}`;
  calendar.createEvent({
    id: `${stay.reservationId}@refugio`,
    // UTC midnight of each calendar date: ical-generator writes all-day dates from UTC fields.
    start: parseIsoDate(stay.checkIn),
    end: parseIsoDate(stay.checkOut),
    allDay: true,
    stamp: now,
    summary: STAY_CALENDAR_TEXTS.summary(stay.cabinName),
    location: {
      title: stay.cabinName,
      address: place,
      geo: { lat: stay.latitude, lon: stay.longitude },
    },
    description: STAY_CALENDAR_TEXTS.description(stay.reservationId, stay.guests, stay.url),
    url: stay.url,
  });
  return calendar.toString();
}
