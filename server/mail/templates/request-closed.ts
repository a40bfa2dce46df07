import { centsToPesos, formatMXNExact } from '../../../src/shared/format.ts';
import { MAIL_TEXTS, STAY_LABELS } from '../../../src/shared/mail-texts.ts';
import { stayDetails } from './stay-details.ts';
import type { MailTemplate, StaySnapshot } from './template.ts';

export interface RequestDeclinedPayload extends StaySnapshot {
  guestFirstName: string;
  /** The released pre-authorization (nothing was charged). */
  releasedCents: number;
  /** The host's reason, as written in 'Rechazar'. */
  reason: string;
}

export interface RequestExpiredPayload extends StaySnapshot {
  guestFirstName: string;
  releasedCents: number;
}

/** The rows of a request that ended without a stay: where and when, and what was released. */
function closedDetails(stay: StaySnapshot & { releasedCents: number }) {
  return [
    ...stayDetails(stay).filter((d) => d.label !== STAY_LABELS.directions),
    {
      label: STAY_LABELS.released,
      value: `${formatMXNExact(centsToPesos(stay.releasedCents))} MXN`,
    },
  ];
}

/** The texts of a guest's message about a request that ended without a stay. */
interface ReleasedTexts {
  subject(cabinName: string): string;
  preheader: string;
  heading: string;
  greeting(firstName: string): string;
  intro(cabinName: string): string;
  action: string;
  footnote: string;
}

type ReleasedPayload = StaySnapshot & { guestFirstName: string; releasedCents: number };

/**
 * To the guest, when a request ended without a stay (declined, expired, withdrawn): what ended it,
 * the released amount and the stay's rows, after any `lead` rows (the host's reason). A receipt:
 * it reports money released on the guest's card.
 */
export function releasedRequestTemplate<P extends ReleasedPayload>(
  texts: ReleasedTexts,
  lead: (stay: P) => Array<{ label: string; value: string }> = () => [],
): MailTemplate<P> {
  return {
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
          ...lead(stay),
          ...closedDetails(stay),
          { label: STAY_LABELS.reservation, value: stay.reservationId },
        ],
        action: { label: texts.action, url: `${appUrl}/` },
        footnote: texts.footnote,
      };
    },
  };
}

/** To the guest, when the host declines a request: the host's reason and the released amount. */
export const requestDeclinedTemplate = releasedRequestTemplate<RequestDeclinedPayload>(
  MAIL_TEXTS.requestDeclined,
  (stay) => [{ label: STAY_LABELS.declineReason, value: stay.reason }],
);

/** To the guest, when the host did not answer in time: the request expired and was released. */
export const requestExpiredTemplate = releasedRequestTemplate<RequestExpiredPayload>(
  MAIL_TEXTS.requestExpired,
);
