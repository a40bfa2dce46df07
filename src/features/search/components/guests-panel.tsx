import { Box, Flex, Text } from '@chakra-ui/react';
import { forwardRef, useId } from 'react';
import { guestsLabel } from '../../../shared/format.ts';
import { Stepper } from '../../../components/form/stepper.tsx';

/** SPEC §2: an adults counter, minimum 0 and no maximum. */
export const guestsFieldText = (guests: number): string =>
  guests > 0 ? guestsLabel(guests) : '¿Cuántos?';

export const GuestsPanel = forwardRef<
  HTMLButtonElement,
  {
    guests: number;
    onChange(guests: number): void;
  }
>(function GuestsPanel({ guests, onChange }, plusRef) {
  const id = useId();
  return (
    <Flex
      role="group"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      align="center"
      justify="space-between"
      gap="6"
      py="2"
    >
      <Box>
        <Text id={`${id}-title`} fontWeight="600">
          Adultos
        </Text>
        <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
          13 años o más
        </Text>
      </Box>
      <Stepper
        increaseRef={plusRef}
        value={guests}
        onChange={onChange}
        decreaseLabel="Quitar un huésped"
        increaseLabel="Agregar un huésped"
      >
        <Text as="output" aria-live="polite" minW="6" textAlign="center" fontWeight="600">
          {guests}
          <Box as="span" srOnly>
            {` (${guestsFieldText(guests)})`}
          </Box>
        </Text>
      </Stepper>
    </Flex>
  );
});
