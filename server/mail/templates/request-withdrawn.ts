import { MAIL_TEXTS } from '../../../src/shared/mail-texts.ts';
import { releasedRequestTemplate } from './request-closed.ts';
import type { StaySnapshot } from './template.ts';

export interface RequestWithdrawnPayload extends StaySnapshot {
  guestFirstName: string;
  /** The released pre-authorization (nothing was charged). */
  releasedCents: number;
}

/**
 * To the guest, when they withdraw a request still waiting for its host: the receipt of the
 * release (the pre-authorized amount went back, nothing was charged).
 */
export const requestWithdrawnTemplate = releasedRequestTemplate<RequestWithdrawnPayload>(
  MAIL_TEXTS.requestWithdrawn,
);
