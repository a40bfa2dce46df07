import { CARD_BRAND_LABELS, brandFromProvider } from '../../../src/shared/card.ts';
import { centsToPesos, formatMXNExact } from '../../../src/shared/format.ts';
import { MAIL_TEXTS, STAY_CALENDAR_TEXTS, STAY_LABELS } from '../../../src/shared/mail-texts.ts';
import { installmentsLabel } from '../../../src/shared/msi.ts';
import { stayCalendar } from '../../services/stay-calendar.ts';
import { stayDetails } from './stay-details.ts';
import type { MailContent } from '../layout.ts';
import type { MailContext, MailTemplate, StaySnapshot } from './template.ts';

export interface BookingConfirmedPayload extends StaySnapshot {
  guestFirstName: string;
  totalCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Meses sin intereses: the number of monthly payments (absent or null: one payment). */
  installments?: number | null;
}

const texts = MAIL_TEXTS.bookingConfirmed;

/** What the confirmation says besides the stay: its subject, heading, intro and footnote. */
interface ConfirmationWording {
  subject: (cabinName: string) => string;
  heading: string;
  intro: (cabinName: string) => string;
  footnote: string;
}

/**
 * The confirmation of a paid stay (its details, what was paid, its .ics), worded as a booking or as
 * an accepted request (./request-accepted.ts).
 */
export function confirmationContent(
  stay: BookingConfirmedPayload,
  { appUrl, createdAt }: MailContext,
  wording: ConfirmationWording,
): MailContent {
  const myReservations = `${appUrl}/my-reservations`;
  const card =
    stay.cardLast4 &&
    `${CARD_BRAND_LABELS[brandFromProvider(stay.cardBrand)]} •••• ${stay.cardLast4}`;
  return {
    subject: wording.subject(stay.cabinName),
    preheader: texts.preheader(stay.checkIn, stay.checkOut, stay.guests),
    heading: wording.heading,
    paragraphs: [
      texts.greeting(stay.guestFirstName),
      wording.intro(stay.cabinName),
      texts.calendar,
    ],
    details: [
      ...stayDetails(stay),
      {
        label: STAY_LABELS.totalPaid,
        value: `${formatMXNExact(centsToPesos(stay.totalCents))} MXN`,
      },
      ...(card ? [{ label: STAY_LABELS.card, value: card }] : []),
      // '6 pagos de $560'
      ...(stay.installments
        ? [
            {
              label: STAY_LABELS.installments,
              value: installmentsLabel(stay.installments, centsToPesos(stay.totalCents)),
            },
          ]
        : []),
      { label: STAY_LABELS.reservation, value: stay.reservationId },
    ],
    action: { label: texts.action, url: myReservations },
    notes: [texts.offline],
    footnote: wording.footnote,
    attachments: [
      {
        filename: STAY_CALENDAR_TEXTS.fileName(stay.reservationId),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: stayCalendar({ ...stay, url: myReservations }, createdAt),
      },
    ],
  };
}

/** To the guest, when a stay becomes active and paid: the stay, what was paid, and its .ics. */
export const bookingConfirmedTemplate: MailTemplate<BookingConfirmedPayload> = {
  receipt: true,
  render: (stay, context) => confirmationContent(stay, context, texts),
};
