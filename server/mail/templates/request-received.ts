import { centsToPesos, formatMXNExact } from '../../../src/shared/format.ts';
import { MAIL_TEXTS, STAY_LABELS } from '../../../src/shared/mail-texts.ts';
import { stayDetails } from './stay-details.ts';
import type { MailTemplate, StaySnapshot } from './template.ts';

export interface RequestReceivedPayload extends StaySnapshot {
  guestFirstName: string;
  /** The pre-authorized amount (the stay's total). */
  totalCents: number;
  /** When the host's time to answer ends (ISO timestamp). */
  respondBy: string;
}

const texts = MAIL_TEXTS.requestReceived;

/**
 * To the guest, when a request's card pre-authorization went through: nothing is charged until the
 * host accepts, and when the host's time to answer ends. A receipt (it reports a hold on the card).
 */
export const requestReceivedTemplate: MailTemplate<RequestReceivedPayload> = {
  receipt: true,
  render(stay, { appUrl }) {
    const amount = formatMXNExact(centsToPesos(stay.totalCents));
    return {
      subject: texts.subject(stay.cabinName),
      preheader: texts.preheader(stay.respondBy),
      heading: texts.heading,
      paragraphs: [
        texts.greeting(stay.guestFirstName),
        texts.intro(stay.cabinName, amount),
        texts.deadline(stay.respondBy),
      ],
      details: [
        ...stayDetails(stay),
        { label: STAY_LABELS.authorized, value: `${amount} MXN` },
        { label: STAY_LABELS.reservation, value: stay.reservationId },
      ],
      action: {
        label: texts.action,
        url: `${appUrl}/my-reservations/${encodeURIComponent(stay.reservationId)}`,
      },
      footnote: texts.footnote,
    };
  },
};
