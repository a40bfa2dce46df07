import { centsToPesos, formatMXNExact } from '../../../src/shared/format.ts';
import { MAIL_TEXTS, STAY_LABELS } from '../../../src/shared/mail-texts.ts';
import { closedDetails } from './request-closed.ts';
import type { MailTemplate, StaySnapshot } from './template.ts';

export interface RequestWithdrawnPayload extends StaySnapshot {
  guestFirstName: string;
  /** The released pre-authorization (nothing was charged). */
  releasedCents: number;
}

const texts = MAIL_TEXTS.requestWithdrawn;

/**
 * To the guest, when they withdraw a request still waiting for its host: the receipt of the
 * release (the pre-authorized amount went back, nothing was charged). A receipt, like the
 * declined and expired messages: it reports money released on the guest's card.
 */
export const requestWithdrawnTemplate: MailTemplate<RequestWithdrawnPayload> = {
  receipt: true,
  render(stay, { appUrl }) {
    return {
      subject: texts.subject(stay.cabinName),
      preheader: texts.preheader,
      heading: texts.heading,
      paragraphs: [
        texts.greeting(stay.guestFirstName),
        texts.intro(stay.cabinName),
        MAIL_TEXTS.requestReleased(formatMXNExact(centsToPesos(stay.releasedCents))),
      ],
      details: [
        ...closedDetails(stay),
        { label: STAY_LABELS.reservation, value: stay.reservationId },
      ],
      action: { label: texts.action, url: `${appUrl}/` },
      footnote: texts.footnote,
    };
  },
};
