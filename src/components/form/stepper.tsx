import { HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { MinusIcon, PlusIcon } from '../icons/plus-minus.tsx';

interface StepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The − button is disabled at `min`, the + button at `max`. */
  min?: number;
  max?: number;
  /** The buttons' accessible names ('Quitar un huésped', 'Agregar un huésped'…). */
  decreaseLabel: string;
  increaseLabel: string;
  /** What stands between the buttons: the value as its screen shows it. */
  children: ReactNode;
  /** The + button (a panel focuses it first). */
  increaseRef?: Ref<HTMLButtonElement>;
}

/**
 * The −/+ stepper of a counter (guests, the filters' "at least" counts): round outline buttons
 * around the value, clamped to [min, max].
 */
export function Stepper({
  value,
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  decreaseLabel,
  increaseLabel,
  children,
  increaseRef,
}: StepperProps) {
  return (
    <HStack gap="3">
      <IconButton
        aria-label={decreaseLabel}
        variant="outline"
        rounded="full"
        size="sm"
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <MinusIcon />
      </IconButton>
      {children}
      <IconButton
        ref={increaseRef}
        aria-label={increaseLabel}
        variant="outline"
        rounded="full"
        size="sm"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}
