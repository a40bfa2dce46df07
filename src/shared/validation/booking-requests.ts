import * as yup from 'yup';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from '../booking-requests.ts';

/** 'Rechazar' a booking request: the host's reason is required (shown to the guest). */
export const declineRequestSchema = yup.object({
  reason: yup
    .string()
    .typeError(REQUEST_MESSAGES.reasonRequired)
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original == null ? undefined : original,
    )
    .required(REQUEST_MESSAGES.reasonRequired)
    .max(REQUEST_LIMITS.reasonMax, REQUEST_MESSAGES.reasonTooLong),
});
export type DeclineRequestInput = yup.InferType<typeof declineRequestSchema>;
