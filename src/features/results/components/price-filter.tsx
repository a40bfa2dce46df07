import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { formatMXN } from '../../../shared/format.ts';
import type { SearchResponse } from '../../../shared/types.ts';

type Histogram = NonNullable<SearchResponse['priceHistogram']>;

export interface PriceRangeValue {
  minPrice: number | null;
  maxPrice: number | null;
}

/** About a hundred steps over the range, in whole pesos. */
const stepOf = (low: number, high: number) => Math.max(1, Math.round((high - low) / 100));

/**
 * The slider's ends: the histogram's prices, widened to a bound the address holds outside them
 * (the same range on other dates).
 */
export function priceSliderBounds(histogram: Histogram, value: PriceRangeValue) {
  const low = Math.min(histogram.min, value.minPrice ?? histogram.min);
  const high = Math.max(histogram.max, value.maxPrice ?? histogram.max, low + 1);
  return { low, high, step: stepOf(low, high) };
}

/**
 * 'Precio': the prices per night of the search as bars, and a range over them with two thumbs (two
 * native range inputs on one track: keyboard, touch and screen readers as the browser gives them;
 * the theme has no slider recipe). A thumb at its end means "no bound".
 */
export function PriceFilter({
  histogram,
  value,
  onChange,
}: {
  histogram: Histogram;
  value: PriceRangeValue;
  onChange: (value: PriceRangeValue) => void;
}) {
  const { low, high, step } = priceSliderBounds(histogram, value);
  const min = value.minPrice ?? low;
  const max = value.maxPrice ?? high;
  const peak = Math.max(1, ...histogram.buckets);
  const width = (histogram.max - histogram.min) / histogram.buckets.length;
  const at = (price: number) => `${((price - low) / (high - low)) * 100}%`;

  const setMin = (next: number) => {
    const clamped = Math.min(next, max);
    onChange({ ...value, minPrice: clamped <= low ? null : clamped });
  };
  const setMax = (next: number) => {
    const clamped = Math.max(next, min);
    onChange({ ...value, maxPrice: clamped >= high ? null : clamped });
  };

  return (
    <Box>
      <Flex
        align="flex-end"
        gap="1px"
        h="16"
        px="2.5"
        aria-hidden="true"
        data-testid="price-histogram"
      >
        {histogram.buckets.map((count, i) => {
          const from = histogram.min + i * width;
          const inside = from + width >= min && from <= max;
          return (
            <Box
              key={i}
              flex="1"
              h={`${(count / peak) * 100}%`}
              minH={count > 0 ? '2px' : 0}
              bg={inside ? 'brand.solid' : 'border.emphasized'}
              roundedTop="xs"
            />
          );
        })}
      </Flex>
      <Box position="relative" h="6" mx="2.5">
        <Box
          position="absolute"
          top="50%"
          left="0"
          right="0"
          h="1"
          mt="-2px"
          bg="border.muted"
          rounded="full"
        />
        <Box
          position="absolute"
          top="50%"
          h="1"
          mt="-2px"
          bg="brand.solid"
          rounded="full"
          left={at(min)}
          right={`calc(100% - ${at(max)})`}
        />
        <RangeThumb
          aria-label="Precio mínimo por noche"
          aria-valuetext={formatMXN(min)}
          min={low}
          max={high}
          step={step}
          value={min}
          onChange={(e) => setMin(Number(e.currentTarget.value))}
        />
        <RangeThumb
          aria-label="Precio máximo por noche"
          aria-valuetext={max >= high ? `${formatMXN(max)} o más` : formatMXN(max)}
          min={low}
          max={high}
          step={step}
          value={max}
          onChange={(e) => setMax(Number(e.currentTarget.value))}
        />
      </Box>
      <Flex justify="space-between" mt="2" fontSize="sm">
        <Box>
          <Text color="fg.muted">Mínimo</Text>
          <Text fontWeight="medium" data-testid="price-min">
            {formatMXN(min)}
          </Text>
        </Box>
        <Box textAlign="right">
          <Text color="fg.muted">Máximo</Text>
          <Text fontWeight="medium" data-testid="price-max">
            {formatMXN(max)}
            {max >= high ? '+' : ''}
          </Text>
        </Box>
      </Flex>
    </Box>
  );
}

const THUMB = {
  appearance: 'none',
  pointerEvents: 'auto',
  width: '22px',
  height: '22px',
  borderRadius: '9999px',
  background: 'white',
  border: '2px solid',
  borderColor: 'brand.solid',
  boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
  cursor: 'pointer',
} as const;

/** One thumb: the input spans the track, only its thumb takes the pointer. */
const RangeThumb = chakra(
  'input',
  {
    base: {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      margin: 0,
      appearance: 'none',
      background: 'transparent',
      pointerEvents: 'none',
      '&::-webkit-slider-thumb': THUMB,
      '&::-moz-range-thumb': THUMB,
      '&::-webkit-slider-runnable-track': { background: 'transparent' },
      '&::-moz-range-track': { background: 'transparent' },
      // The focused thumb's input spans the track: the ring goes round the track (what focus
      // checks and screen magnifiers see), and the thumb itself is ringed too.
      '&:focus-visible': {
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '4px',
        borderRadius: 'full',
      },
      '&:focus-visible::-webkit-slider-thumb': {
        outline: '3px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      },
      '&:focus-visible::-moz-range-thumb': {
        outline: '3px solid',
        outlineColor: 'brand.focusRing',
        outlineOffset: '2px',
      },
    },
  },
  { defaultProps: { type: 'range' } },
);
