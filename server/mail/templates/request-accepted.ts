import { MAIL_TEXTS } from '../../../src/shared/mail-texts.ts';
import { confirmationContent, type BookingConfirmedPayload } from './booking-confirmed.ts';
import type { MailTemplate } from './template.ts';

export type RequestAcceptedPayload = BookingConfirmedPayload;

/**
 * To the guest, when the host accepts a request: the authorization was captured, so this is the
 * stay's confirmation (with its .ics), worded as the answer to the request.
 */
export const requestAcceptedTemplate: MailTemplate<RequestAcceptedPayload> = {
  receipt: true,
  render: (stay, context) => confirmationContent(stay, context, MAIL_TEXTS.requestAccepted),
};
