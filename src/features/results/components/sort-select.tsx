import { Box } from '@chakra-ui/react';
import { FormField } from '../../../components/form/form-field.tsx';
import { NativeSelect } from '../../../components/form/native-select.tsx';
import { RESULTS_SORTS, parseSort, type ResultsSort } from '../../../shared/search-filters.ts';

/** 'Ordenar por': applied at once, kept in the address (`sort`). */
export function SortSelect({
  value,
  onChange,
}: {
  value: ResultsSort;
  onChange: (sort: ResultsSort) => void;
}) {
  return (
    <Box w={{ base: 'full', sm: '16rem' }}>
      <FormField label="Ordenar por">
        <NativeSelect value={value} onChange={(e) => onChange(parseSort(e.currentTarget.value))}>
          {RESULTS_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </Box>
  );
}
