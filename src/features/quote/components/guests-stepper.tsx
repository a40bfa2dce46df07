import { Box, HStack, IconButton, Text } from '@chakra-ui/react';
import { guestsLabel } from '../../../shared/format.ts';

const MinusIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);
const PlusIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

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
      <HStack gap="3">
        <IconButton
          aria-label="Quitar un huésped"
          variant="outline"
          size="sm"
          borderRadius="full"
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <MinusIcon />
        </IconButton>
        <Text minW="5" textAlign="center" fontWeight="semibold" aria-hidden="true">
          {value}
        </Text>
        <IconButton
          aria-label="Agregar un huésped"
          variant="outline"
          size="sm"
          borderRadius="full"
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <PlusIcon />
        </IconButton>
      </HStack>
    </HStack>
  );
}
