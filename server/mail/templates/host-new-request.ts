import {
  centsToPesos,
  formatDateTimeLong,
  formatMXNExact,
  formatPhone,
} from '../../../src/shared/format.ts';
import { MAIL_TEXTS, STAY_LABELS } from '../../../src/shared/mail-texts.ts';
import { stayDetails } from './stay-details.ts';
import type { MailTemplate, StaySnapshot } from './template.ts';

export interface HostNewRequestPayload extends StaySnapshot {
  hostFirstName: string;
  guestFirstName: string;
  guestLastName: string;
  guestPhone: string;
  specialRequests: string;
  /** The nights' price before the service commission. */
  subtotalCents: number;
  /** When the host's time to answer ends (ISO timestamp). */
  respondBy: string;
}

const texts = MAIL_TEXTS.hostNewRequest;

/**
 * To the cabin's host, when a request waits for their answer: who asks, for when, how long is left
 * to answer (counted from the request's arrival) and the way to 'Solicitudes' in /host. Optional,
 * like the new booking: it honours the host's e-mail preference (Solicitudes lists it anyway).
 */
export const hostNewRequestTemplate: MailTemplate<HostNewRequestPayload> = {
  receipt: false,
  render(stay, { appUrl, createdAt }) {
    const guestName = `${stay.guestFirstName} ${stay.guestLastName}`;
    return {
      subject: texts.subject(stay.cabinName, stay.checkIn, stay.checkOut),
      preheader: texts.preheader(stay.respondBy, createdAt),
      heading: texts.heading,
      paragraphs: [
        texts.greeting(stay.hostFirstName),
        texts.intro(guestName, stay.cabinName),
        texts.deadline(stay.respondBy, createdAt),
      ],
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
        { label: STAY_LABELS.respondBy, value: formatDateTimeLong(stay.respondBy) },
        { label: STAY_LABELS.reservation, value: stay.reservationId },
      ],
      action: { label: texts.action, url: `${appUrl}/host` },
      footnote: texts.footnote(stay.cabinName),
    };
  },
};
