import { centsToPesos, formatMXNExact } from '../../../src/shared/format.ts';
import { MAIL_TEXTS, STAY_LABELS } from '../../../src/shared/mail-texts.ts';
import { stayDetails } from './stay-details.ts';
import type { MailTemplate, StaySnapshot } from './template.ts';

export interface HostStayCancelledPayload extends StaySnapshot {
  /** What the guest called off: a request still waiting for the host, or a confirmed stay. */
  what: 'request' | 'stay';
  hostFirstName: string;
  guestFirstName: string;
  guestLastName: string;
  /** The nights' price before the service commission. */
  subtotalCents: number;
  /** A confirmed stay: what goes back to the guest's card under the cabin's policy (0: nothing). */
  refundCents: number;
}

const texts = MAIL_TEXTS.hostStayCancelled;

/**
 * To the cabin's host, when the guest withdraws a request or cancels a confirmed stay: who, which
 * dates (free again in the host's calendar) and, for a stay, what the guest gets back. Optional,
 * like the new booking: it honours the host's e-mail preference (Reservas shows it anyway). The
 * guest's name is all it says of them.
 */
export const hostStayCancelledTemplate: MailTemplate<HostStayCancelledPayload> = {
  receipt: false,
  render(stay, { appUrl }) {
    const guestName = `${stay.guestFirstName} ${stay.guestLastName}`;
    const refund = formatMXNExact(centsToPesos(stay.refundCents));
    const isRequest = stay.what === 'request';
    return {
      subject: texts.subject(stay.what, stay.cabinName, stay.checkIn, stay.checkOut),
      preheader: texts.preheader(guestName, stay.checkIn, stay.checkOut),
      heading: texts.heading(stay.what),
      paragraphs: [
        texts.greeting(stay.hostFirstName),
        isRequest
          ? texts.introRequest(guestName, stay.cabinName)
          : texts.introStay(guestName, stay.cabinName),
        ...(isRequest ? [] : [stay.refundCents > 0 ? texts.refund(refund) : texts.noRefund]),
        texts.freed(stay.nights, stay.checkIn, stay.checkOut),
      ],
      details: [
        ...stayDetails(stay).filter((d) => d.label !== STAY_LABELS.directions),
        { label: STAY_LABELS.guest, value: guestName },
        {
          label: STAY_LABELS.nightsAmount,
          value: `${formatMXNExact(centsToPesos(stay.subtotalCents))} MXN`,
        },
        ...(isRequest ? [] : [{ label: STAY_LABELS.guestRefund, value: `${refund} MXN` }]),
        { label: STAY_LABELS.reservation, value: stay.reservationId },
      ],
      action: { label: texts.action, url: `${appUrl}/host/reservations` },
      footnote: texts.footnote(stay.cabinName),
    };
  },
};
