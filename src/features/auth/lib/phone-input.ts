import { normalizePhone } from '../../../shared/format.ts';
import { AUTH_LIMITS } from '../../../shared/validation/auth.ts';

/**
 * What the +52 phone inputs keep of what is typed or pasted: digits only, at most 10, without a
 * pasted +52 (so no maxLength attribute, which would cut a pasted '+52 55 1234 5678' first).
 */
export function digitsOnly(value: string): string {
  return normalizePhone(value).slice(0, AUTH_LIMITS.phoneDigits);
}
