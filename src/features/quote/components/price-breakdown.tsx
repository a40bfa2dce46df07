import { Box, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { formatMXN, nightsLabel } from '../../../shared/format.ts';
import { checkoutNightlyRate } from '../../../shared/pricing.ts';
import type { ValidQuote } from '../lib/quote-status.ts';

/**
 * 'N noches × $rate', 'Tarifa de limpieza' when the cabin has one, 'Comisión de servicio' and the
 * total, prices including IVA.
 */
export function PriceBreakdown({ quote }: { quote: ValidQuote }) {
  const rate = checkoutNightlyRate(
    quote.totalPrice - quote.cleaningFee,
    quote.comisionServicio,
    quote.nights,
  );
  return (
    <Stack gap="2" fontSize="sm" aria-label="Desglose del precio" role="group">
      <HStack justify="space-between">
        <Text>
          {nightsLabel(quote.nights)} × {formatMXN(rate)}
        </Text>
        <Text>{formatMXN(quote.basePrice)}</Text>
      </HStack>
      {quote.cleaningFee > 0 && (
        <HStack justify="space-between">
          <Text>Tarifa de limpieza</Text>
          <Text>{formatMXN(quote.cleaningFee)}</Text>
        </HStack>
      )}
      <HStack justify="space-between">
        <Text>Comisión de servicio</Text>
        <Text>{formatMXN(quote.comisionServicio)}</Text>
      </HStack>
      <Separator my="1" />
      <HStack justify="space-between" fontWeight="bold" fontSize="md">
        <Text>Total</Text>
        <Text>{formatMXN(quote.totalPrice)}</Text>
      </HStack>
      <Box>
        <Text fontSize="xs" color="fg.muted">
          IVA incluido
        </Text>
      </Box>
    </Stack>
  );
}
