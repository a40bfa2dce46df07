import { Box, Button, Flex, Text } from '@chakra-ui/react';
import {
  FLEXIBLE_LABELS,
  FLEXIBLE_MONTHS_MAX,
  FLEXIBLE_SHAPES,
  type FlexibleShape,
} from '../../../shared/flexible-dates.ts';
import { monthName } from '../../../shared/format.ts';

/** How many months ahead flexible dates offer, the current one included. */
export const FLEXIBLE_MONTHS_OFFERED = 12;

/** 'yyyy-mm' of the current month and the next ones. */
export function offeredMonths(today: string, count = FLEXIBLE_MONTHS_OFFERED): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const y = year + Math.floor((month + i) / 12);
    const m = ((month + i) % 12) + 1;
    return `${y}-${String(m).padStart(2, '0')}`;
  });
}

/** Turns a month on or off in 'yyyy-mm,…' (kept in order; at most FLEXIBLE_MONTHS_MAX). */
export function toggleMonth(months: string, month: string): string {
  const chosen = months ? months.split(',') : [];
  const next = chosen.includes(month)
    ? chosen.filter((m) => m !== month)
    : chosen.length < FLEXIBLE_MONTHS_MAX
      ? [...chosen, month]
      : chosen;
  return next.sort().join(',');
}

const pressed = (on: boolean) =>
  on
    ? { variant: 'solid' as const, colorPalette: 'brand' }
    : { variant: 'outline' as const, colorPalette: 'gray' };

/**
 * 'Fechas flexibles' (issue 18): a stay's shape and the months it may start in. Both are toggle
 * buttons (aria-pressed) in labelled groups; each change is the search's new dates.
 */
export function FlexibleDatesPicker({
  today,
  shape,
  months,
  onChange,
}: {
  today: string;
  shape: string;
  months: string;
  onChange(shape: FlexibleShape, months: string): void;
}) {
  const current = (FLEXIBLE_SHAPES as readonly string[]).includes(shape)
    ? (shape as FlexibleShape)
    : 'weekend';
  const chosen = months ? months.split(',') : [];
  const full = chosen.length >= FLEXIBLE_MONTHS_MAX;
  return (
    <Box w={{ base: 'full', md: '40rem' }} maxW="full" px="1">
      <Text id="flex-shape-label" fontWeight="700" fontSize="md" mb="2">
        ¿Cuánto tiempo?
      </Text>
      <Flex role="group" aria-labelledby="flex-shape-label" gap="2" wrap="wrap" mb="5">
        {FLEXIBLE_SHAPES.map((s) => (
          <Button
            key={s}
            size="sm"
            rounded="full"
            aria-pressed={s === current}
            {...pressed(s === current)}
            onClick={() => onChange(s, months)}
          >
            {FLEXIBLE_LABELS[s]}
          </Button>
        ))}
      </Flex>
      <Text id="flex-months-label" fontWeight="700" fontSize="md" mb="1">
        ¿En qué meses?
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
        {full
          ? `Hasta ${FLEXIBLE_MONTHS_MAX} meses`
          : `Elige uno o varios (hasta ${FLEXIBLE_MONTHS_MAX})`}
      </Text>
      <Flex role="group" aria-labelledby="flex-months-label" gap="2" wrap="wrap">
        {offeredMonths(today).map((m) => {
          const on = chosen.includes(m);
          const name = monthName(Number(m.slice(5, 7)) - 1);
          return (
            <Button
              key={m}
              size="sm"
              rounded="full"
              textTransform="capitalize"
              aria-pressed={on}
              aria-label={`${name} ${m.slice(0, 4)}`}
              disabled={!on && full}
              {...pressed(on)}
              onClick={() => onChange(current, toggleMonth(months, m))}
            >
              {name}
              {m.slice(0, 4) !== today.slice(0, 4) ? ` ${m.slice(0, 4)}` : ''}
            </Button>
          );
        })}
      </Flex>
    </Box>
  );
}
