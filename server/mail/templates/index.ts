import { bookingCancelledTemplate, type BookingCancelledPayload } from './booking-cancelled.ts';
import { bookingConfirmedTemplate, type BookingConfirmedPayload } from './booking-confirmed.ts';
import { hostNewBookingTemplate, type HostNewBookingPayload } from './host-new-booking.ts';
import { hostNewRequestTemplate, type HostNewRequestPayload } from './host-new-request.ts';
import { hostStayCancelledTemplate, type HostStayCancelledPayload } from './host-stay-cancelled.ts';
import { passwordResetTemplate, type PasswordResetPayload } from './password-reset.ts';
import { reviewInvitationTemplate, type ReviewInvitationPayload } from './review-invitation.ts';
import { requestAcceptedTemplate, type RequestAcceptedPayload } from './request-accepted.ts';
import {
  requestDeclinedTemplate,
  requestExpiredTemplate,
  type RequestDeclinedPayload,
  type RequestExpiredPayload,
} from './request-closed.ts';
import { requestReceivedTemplate, type RequestReceivedPayload } from './request-received.ts';
import { requestWithdrawnTemplate, type RequestWithdrawnPayload } from './request-withdrawn.ts';
import type { MailContext, MailTemplate } from './template.ts';

export type { MailContext, MailTemplate, StaySnapshot } from './template.ts';

/** Every kind of message and the payload it is enqueued with. */
export interface MailPayloads {
  'booking-confirmed': BookingConfirmedPayload;
  'booking-cancelled': BookingCancelledPayload;
  'host-new-booking': HostNewBookingPayload;
  'password-reset': PasswordResetPayload;
  'review-invitation': ReviewInvitationPayload;
  'request-received': RequestReceivedPayload;
  'request-accepted': RequestAcceptedPayload;
  'request-declined': RequestDeclinedPayload;
  'request-expired': RequestExpiredPayload;
  'host-new-request': HostNewRequestPayload;
  'request-withdrawn': RequestWithdrawnPayload;
  'host-stay-cancelled': HostStayCancelledPayload;
}

export type MailKind = keyof MailPayloads;

export const MAIL_TEMPLATES: { [K in MailKind]: MailTemplate<MailPayloads[K]> } = {
  'booking-confirmed': bookingConfirmedTemplate,
  'booking-cancelled': bookingCancelledTemplate,
  'host-new-booking': hostNewBookingTemplate,
  'password-reset': passwordResetTemplate,
  'review-invitation': reviewInvitationTemplate,
  'request-received': requestReceivedTemplate,
  'request-accepted': requestAcceptedTemplate,
  'request-declined': requestDeclinedTemplate,
  'request-expired': requestExpiredTemplate,
  'host-new-request': hostNewRequestTemplate,
  'request-withdrawn': requestWithdrawnTemplate,
  'host-stay-cancelled': hostStayCancelledTemplate,
};

export function isMailKind(kind: string): kind is MailKind {
  return Object.prototype.hasOwnProperty.call(MAIL_TEMPLATES, kind);
}

/** A stored payload drawn with its kind's template (the payload was written for that kind). */
export function renderTemplate(kind: MailKind, payload: unknown, context: MailContext) {
  return (MAIL_TEMPLATES[kind] as MailTemplate<unknown>).render(payload, context);
}
