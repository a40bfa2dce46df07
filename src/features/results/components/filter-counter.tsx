import { HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MAX_FILTER_COUNT } from '../../../shared/search-filters.ts';
import { Stepper } from '../../../components/form/stepper.tsx';

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
      <Stepper
        value={value}
        onChange={onChange}
        max={MAX_FILTER_COUNT}
        decreaseLabel={`Reducir ${label}`}
        increaseLabel={`Aumentar ${label}`}
      >
        <Text
          minW="3.5rem"
          textAlign="center"
          fontWeight="medium"
          aria-live="polite"
          data-testid={`counter-${label}`}
        >
          {value === 0 ? 'Todos' : `${value}+`}
        </Text>
      </Stepper>
    </HStack>
  );
}
