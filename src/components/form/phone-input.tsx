import { Input, InputGroup, type InputProps } from '@chakra-ui/react';

/** Mexican numbers only (SPEC §5): the prefix is shown, the 10 digits are typed. */
export const PHONE_PREFIX = '+52';

/** A national phone number input behind a '+52' addon. */
export function PhoneInput(props: InputProps) {
  return (
    <InputGroup startAddon={PHONE_PREFIX}>
      <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...props} />
    </InputGroup>
  );
}
