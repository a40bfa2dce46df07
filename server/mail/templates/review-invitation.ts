import { MAIL_TEXTS } from '../../../src/shared/mail-texts.ts';
import { REVIEW_ANCHOR } from '../../../src/shared/reviews.ts';
import { stayDetails } from './stay-details.ts';
import type { MailTemplate, StaySnapshot } from './template.ts';

export interface ReviewInvitationPayload extends StaySnapshot {
  guestFirstName: string;
  /** The last day the stay may be reviewed (yyyy-mm-dd). */
  deadline: string;
}

const texts = MAIL_TEXTS.reviewInvitation;

/**
 * To the guest, the day after check-out: review the stay (an optional message: it honours the
 * account's e-mail preference). The button opens the trip page's review form.
 */
export const reviewInvitationTemplate: MailTemplate<ReviewInvitationPayload> = {
  receipt: false,
  render(stay, { appUrl }) {
    return {
      subject: texts.subject(stay.cabinName),
      preheader: texts.preheader(stay.deadline),
      heading: texts.heading,
      paragraphs: [texts.greeting(stay.guestFirstName), texts.intro(stay.cabinName), texts.ask],
      details: stayDetails(stay),
      action: {
        label: texts.action,
        url: `${appUrl}/my-reservations/${encodeURIComponent(stay.reservationId)}#${REVIEW_ANCHOR}`,
      },
      notes: [texts.deadline(stay.deadline)],
      footnote: texts.footnote,
    };
  },
};
