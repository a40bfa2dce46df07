import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MAX_FILTER_COUNT } from '../../../shared/search-filters.ts';
import { MinusIcon, PlusIcon } from './icons.tsx';

/** One "at least" counter of the filters panel; 0 reads 'Todos'. */
export function FilterCounter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const labelId = useId();
  return (
    <HStack
      role="group"
      aria-labelledby={labelId}
      justify="space-between"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
    >
      <Text id={labelId} fontSize="md">
        {label}
      </Text>
      <HStack gap="3">
        <IconButton
          aria-label={`Reducir ${label}`}
          variant="outline"
          rounded="full"
          size="sm"
          disabled={value <= 0}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          <MinusIcon />
        </IconButton>
        <Text
          minW="3.5rem"
          textAlign="center"
          fontWeight="medium"
          aria-live="polite"
          data-testid={`counter-${label}`}
        >
          {value === 0 ? 'Todos' : `${value}+`}
        </Text>
        <IconButton
          aria-label={`Aumentar ${label}`}
          variant="outline"
          rounded="full"
          size="sm"
          disabled={value >= MAX_FILTER_COUNT}
          onClick={() => onChange(Math.min(MAX_FILTER_COUNT, value + 1))}
        >
          <PlusIcon />
        </IconButton>
      </HStack>
    </HStack>
  );
}
