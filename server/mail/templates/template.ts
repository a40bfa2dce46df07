import type { MailContent } from '../layout.ts';

/** What every template may use besides its payload. */
export interface MailContext {
  /** The app's public address, for links (config.appUrl). */
  appUrl: string;
  /** When the change the message reports happened (the outbox row's creation). */
  createdAt: Date;
}

/**
 * One kind of message. Adding a message is one template (this shape, listed in ./index.ts) and one
 * enqueue call in the transaction of the change it reports (server/mail/README.md).
 */
export interface MailTemplate<P> {
  /** Receipts (a booking, a cancellation, a reset link) always go; the rest honour notify_email. */
  receipt: boolean;
  /** The payload carries a secret (a reset token): it is erased once the message is sent or failed. */
  secret?: boolean;
  render(payload: P, context: MailContext): MailContent;
}

/** The stay a message describes: a snapshot taken when the message was enqueued. */
export interface StaySnapshot {
  reservationId: string;
  cabinId: string;
  cabinName: string;
  address: string;
  population: string;
  state: string;
  latitude: number;
  longitude: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
}
