import { centsToPesos, formatMXNExact } from '../../../src/shared/format.ts';
import { MAIL_TEXTS, STAY_LABELS } from '../../../src/shared/mail-texts.ts';
import { stayDetails } from './stay-details.ts';
import type { MailTemplate, StaySnapshot } from './template.ts';

export interface BookingCancelledPayload extends StaySnapshot {
  guestFirstName: string;
  /** Who cancelled: the guest, or the cabin's host (who refunds everything). */
  by: 'guest' | 'host';
  totalCents: number;
  /** What goes back to the guest's card (0: nothing). */
  refundCents: number;
  /** The policy's reason, one Spanish sentence. */
  reason: string;
}

const texts = MAIL_TEXTS.bookingCancelled;

/** To the guest, when a stay is cancelled (by the guest or by the host): what is refunded, and why. */
export const bookingCancelledTemplate: MailTemplate<BookingCancelledPayload> = {
  receipt: true,
  render(stay, { appUrl }) {
    const refund = `${formatMXNExact(centsToPesos(stay.refundCents))} MXN`;
    return {
      subject: texts.subject(stay.cabinName),
      preheader: texts.preheader(stay.checkIn, stay.checkOut),
      heading: texts.heading,
      paragraphs: [
        texts.greeting(stay.guestFirstName),
        stay.by === 'host' ? texts.introHost(stay.cabinName) : texts.introGuest(stay.cabinName),
        stay.refundCents > 0
          ? texts.refundSent(formatMXNExact(centsToPesos(stay.refundCents)))
          : texts.noRefund,
      ],
      details: [
        ...stayDetails(stay),
        {
          label: STAY_LABELS.totalPaid,
          value: `${formatMXNExact(centsToPesos(stay.totalCents))} MXN`,
        },
        { label: STAY_LABELS.refund, value: refund },
        { label: STAY_LABELS.refundReason, value: stay.reason },
        { label: STAY_LABELS.reservation, value: stay.reservationId },
      ],
      action: { label: texts.action, url: `${appUrl}/my-reservations` },
      footnote: texts.footnote,
    };
  },
};
