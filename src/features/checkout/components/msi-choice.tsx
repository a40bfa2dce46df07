import { Box, Stack, Text } from '@chakra-ui/react';
import { msiOptionLabel } from '../../../shared/msi.ts';

export const CASH_LABEL = 'Pago de contado';

/**
 * 'Pago de contado' or one of the meses sin intereses offered for the card and the total. Native
 * radio inputs in a fieldset (the theme carries no RadioGroup recipe): arrow keys move the choice,
 * and a screen reader announces the group by its legend.
 */
export function MsiChoice({
  plans,
  total,
  value,
  onChange,
  disabled,
}: {
  plans: readonly number[];
  total: number;
  /** The chosen number of payments; null: one payment. */
  value: number | null;
  onChange: (payments: number | null) => void;
  disabled?: boolean;
}) {
  const options: Array<{ payments: number | null; label: string }> = [
    { payments: null, label: CASH_LABEL },
    ...plans.map((payments) => ({ payments, label: msiOptionLabel(payments, total) })),
  ];
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border" rounded="lg" px="4" py="3">
      <Text as="legend" fontWeight="semibold" px="1">
        Forma de pago
      </Text>
      <Stack gap="2" mt="1">
        {options.map((option) => {
          const checked = value === option.payments;
          return (
            <Box
              as="label"
              key={option.payments ?? 0}
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2"
              rounded="md"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              borderWidth="1px"
              borderColor={checked ? 'brand.600' : 'transparent'}
              bg={checked ? 'brand.50' : undefined}
              _hover={disabled ? undefined : { bg: 'bg.muted' }}
              css={{
                '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.600' },
              }}
            >
              <input
                type="radio"
                name="payment-plan"
                value={option.payments ?? 0}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option.payments)}
                style={{
                  width: '1.1rem',
                  height: '1.1rem',
                  accentColor: 'var(--chakra-colors-brand-600)',
                }}
              />
              <Text>{option.label}</Text>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
