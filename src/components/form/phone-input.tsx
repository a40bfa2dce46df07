import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { normalizePhone } from '../../shared/format.ts';
import { AUTH_LIMITS } from '../../shared/validation/auth.ts';

/** Mexican numbers only (SPEC §5): the prefix is shown, the 10 digits are typed. */
export const PHONE_PREFIX = '+52';

/**
 * What the +52 phone inputs keep of what is typed or pasted: digits only, at most 10, without a
 * pasted +52 (so no maxLength attribute, which would cut a pasted '+52 55 1234 5678' first).
 */
export function digitsOnly(value: string): string {
  return normalizePhone(value).slice(0, AUTH_LIMITS.phoneDigits);
}

/** A national phone number input behind a '+52' addon. */
export function PhoneInput(props: InputProps) {
  return (
    <InputGroup startAddon={PHONE_PREFIX}>
      <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...props} />
    </InputGroup>
  );
}
