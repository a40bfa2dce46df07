import { Box, HStack, Text } from '@chakra-ui/react';
import { Stepper } from '../../../components/form/stepper.tsx';
import { guestsLabel } from '../../../shared/format.ts';

/** 'HUÉSPEDES' with a −/+ stepper clamped to [min, max] (SPEC §5). */
export function GuestsStepper({
  value,
  min,
  max,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <HStack
      justify="space-between"
      px="3"
      py="2.5"
      gap="3"
      role="group"
      aria-labelledby="guests-label"
    >
      <Box>
        <Text id="guests-label" fontSize="2xs" fontWeight="bold" letterSpacing="wider">
          HUÉSPEDES
        </Text>
        <Text fontSize="sm" aria-live="polite" data-testid="guests-value">
          {guestsLabel(value)}
        </Text>
      </Box>
      <Stepper
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        decreaseLabel="Quitar un huésped"
        increaseLabel="Agregar un huésped"
      >
        <Text minW="5" textAlign="center" fontWeight="semibold" aria-hidden="true">
          {value}
        </Text>
      </Stepper>
    </HStack>
  );
}
