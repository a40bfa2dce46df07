import { directionsUrl } from '../../../src/shared/reservation-status.ts';
import { formatDateSpelled } from '../../../src/shared/format.ts';
import { STAY_LABELS } from '../../../src/shared/mail-texts.ts';
import type { MailDetail } from '../layout.ts';
import type { StaySnapshot } from './template.ts';

/** The rows every message about a stay shows: where, when, how many. */
export function stayDetails(stay: StaySnapshot): MailDetail[] {
  return [
    { label: STAY_LABELS.cabin, value: stay.cabinName },
    {
      label: STAY_LABELS.address,
      value: `${stay.address}, ${stay.population}, ${stay.state}`,
    },
    {
      label: STAY_LABELS.directions,
      value: STAY_LABELS.directionsLink,
      href: directionsUrl(stay.latitude, stay.longitude),
    },
    { label: STAY_LABELS.arrival, value: formatDateSpelled(stay.checkIn) },
    { label: STAY_LABELS.departure, value: formatDateSpelled(stay.checkOut) },
    { label: STAY_LABELS.nights, value: String(stay.nights) },
    { label: STAY_LABELS.guests, value: String(stay.guests) },
  ];
}
