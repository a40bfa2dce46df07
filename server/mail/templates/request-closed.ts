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
export function closedDetails(stay: StaySnapshot & { releasedCents: number }) {
  return [
    ...stayDetails(stay).filter((d) => d.label !== STAY_LABELS.directions),
    {
      label: STAY_LABELS.released,
      value: `${formatMXNExact(centsToPesos(stay.releasedCents))} MXN`,
    },
  ];
}

const declined = MAIL_TEXTS.requestDeclined;

/** To the guest, when the host declines a request: the host's reason and the released amount. */
export const requestDeclinedTemplate: MailTemplate<RequestDeclinedPayload> = {
  receipt: true,
  render(stay, { appUrl }) {
    return {
      subject: declined.subject(stay.cabinName),
      preheader: declined.preheader,
      heading: declined.heading,
      paragraphs: [
        declined.greeting(stay.guestFirstName),
        declined.intro(stay.cabinName),
        MAIL_TEXTS.requestReleased(formatMXNExact(centsToPesos(stay.releasedCents))),
      ],
      details: [
        { label: STAY_LABELS.declineReason, value: stay.reason },
        ...closedDetails(stay),
        { label: STAY_LABELS.reservation, value: stay.reservationId },
      ],
      action: { label: declined.action, url: `${appUrl}/` },
      footnote: declined.footnote,
    };
  },
};

const expired = MAIL_TEXTS.requestExpired;

/** To the guest, when the host did not answer in time: the request expired and was released. */
export const requestExpiredTemplate: MailTemplate<RequestExpiredPayload> = {
  receipt: true,
  render(stay, { appUrl }) {
    return {
      subject: expired.subject(stay.cabinName),
      preheader: expired.preheader,
      heading: expired.heading,
      paragraphs: [
        expired.greeting(stay.guestFirstName),
        expired.intro(stay.cabinName),
        MAIL_TEXTS.requestReleased(formatMXNExact(centsToPesos(stay.releasedCents))),
      ],
      details: [
        ...closedDetails(stay),
        { label: STAY_LABELS.reservation, value: stay.reservationId },
      ],
      action: { label: expired.action, url: `${appUrl}/` },
      footnote: expired.footnote,
    };
  },
};
