import { centsToPesos, formatMXNExact, formatPhone } from '../../../src/shared/format.ts';
import { MAIL_TEXTS, STAY_LABELS } from '../../../src/shared/mail-texts.ts';
import { stayDetails } from './stay-details.ts';
import type { MailTemplate, StaySnapshot } from './template.ts';

export interface HostNewBookingPayload extends StaySnapshot {
  hostFirstName: string;
  guestFirstName: string;
  guestLastName: string;
  guestPhone: string;
  specialRequests: string;
  /** The nights' price before the service commission. */
  subtotalCents: number;
}

const texts = MAIL_TEXTS.hostNewBooking;

/** To the cabin's host, when one of their cabins is booked and paid. */
export const hostNewBookingTemplate: MailTemplate<HostNewBookingPayload> = {
  receipt: false,
  render(stay) {
    const guestName = `${stay.guestFirstName} ${stay.guestLastName}`;
    return {
      subject: texts.subject(stay.cabinName, stay.checkIn, stay.checkOut),
      preheader: texts.preheader(guestName, stay.nights),
      heading: texts.heading,
      paragraphs: [texts.greeting(stay.hostFirstName), texts.intro(guestName, stay.cabinName)],
      details: [
        ...stayDetails(stay).filter((d) => d.label !== STAY_LABELS.directions),
        { label: STAY_LABELS.guest, value: guestName },
        { label: STAY_LABELS.guestPhone, value: formatPhone(stay.guestPhone) },
        ...(stay.specialRequests.trim()
          ? [{ label: STAY_LABELS.specialRequests, value: stay.specialRequests.trim() }]
          : []),
        {
          label: STAY_LABELS.nightsAmount,
          value: `${formatMXNExact(centsToPesos(stay.subtotalCents))} MXN`,
        },
        { label: STAY_LABELS.reservation, value: stay.reservationId },
      ],
      footnote: texts.footnote(stay.cabinName),
    };
  },
};
