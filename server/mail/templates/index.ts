import { bookingConfirmedTemplate, type BookingConfirmedPayload } from './booking-confirmed.ts';
import { hostNewBookingTemplate, type HostNewBookingPayload } from './host-new-booking.ts';
import { passwordResetTemplate, type PasswordResetPayload } from './password-reset.ts';
import { reviewInvitationTemplate, type ReviewInvitationPayload } from './review-invitation.ts';
import type { MailContext, MailTemplate } from './template.ts';

export type { MailContext, MailTemplate, StaySnapshot } from './template.ts';

/** Every kind of message and the payload it is enqueued with. */
export interface MailPayloads {
  'booking-confirmed': BookingConfirmedPayload;
  'host-new-booking': HostNewBookingPayload;
  'password-reset': PasswordResetPayload;
  'review-invitation': ReviewInvitationPayload;
}

export type MailKind = keyof MailPayloads;

export const MAIL_TEMPLATES: { [K in MailKind]: MailTemplate<MailPayloads[K]> } = {
  'booking-confirmed': bookingConfirmedTemplate,
  'host-new-booking': hostNewBookingTemplate,
  'password-reset': passwordResetTemplate,
  'review-invitation': reviewInvitationTemplate,
};

export function isMailKind(kind: string): kind is MailKind {
  return Object.prototype.hasOwnProperty.call(MAIL_TEMPLATES, kind);
}

/** A stored payload drawn with its kind's template (the payload was written for that kind). */
export function renderTemplate(kind: MailKind, payload: unknown, context: MailContext) {
  return (MAIL_TEMPLATES[kind] as MailTemplate<unknown>).render(payload, context);
}
