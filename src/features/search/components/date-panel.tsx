import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import 'react-day-picker/style.css';
import { addDays, nightsBetween } from '../../../shared/dates.ts';
import { formatDayMonth, nightsLabel } from '../../../shared/format.ts';
import type { FlexibleShape } from '../../../shared/flexible-dates.ts';
import { isoToLocalDate, localDateToIso } from '../search-dates.ts';
import { FlexibleDatesPicker } from './flexible-dates-picker.tsx';

/** How far ahead a stay can be searched. */
const MONTHS_AHEAD = 18;

export function dateRules(kind: 'checkIn' | 'checkOut', checkIn: string, today: string): Matcher[] {
  // Arrival: no past days. Departure: only after the arrival (or after today without one).
  const firstAllowed =
    kind === 'checkIn' ? today : addDays(checkIn && checkIn >= today ? checkIn : today, 1);
  return [{ before: isoToLocalDate(firstAllowed) }];
}

export function DatePanel({
  kind,
  checkIn,
  checkOut,
  today,
  months,
  month,
  onMonthChange,
  autoFocus,
  onChoose,
  flexible = '',
  flexibleMonths = '',
  onFlexibleChange,
}: {
  kind: 'checkIn' | 'checkOut';
  checkIn: string;
  checkOut: string;
  today: string;
  months: 1 | 2;
  /** First shown month, yyyy-mm-01. */
  month: string;
  onMonthChange(month: string): void;
  autoFocus: boolean;
  onChoose(date: string, viaKeyboard: boolean): void;
  /** Flexible dates chosen (issue 18): the shape and 'yyyy-mm,…'. */
  flexible?: string;
  flexibleMonths?: string;
  /** Without it, only exact dates are offered. */
  onFlexibleChange?(shape: FlexibleShape, months: string): void;
}) {
  const [flexibleMode, setFlexibleMode] = useState(flexible !== '');
  const modes = onFlexibleChange && (
    <Flex role="group" aria-label="Tipo de fechas" gap="2" justify="center" mb="4">
      {[false, true].map((on) => (
        <Button
          key={String(on)}
          size="sm"
          rounded="full"
          variant={flexibleMode === on ? 'solid' : 'ghost'}
          colorPalette={flexibleMode === on ? 'gray' : undefined}
          aria-pressed={flexibleMode === on}
          onClick={() => setFlexibleMode(on)}
        >
          {on ? 'Fechas flexibles' : 'Fechas exactas'}
        </Button>
      ))}
    </Flex>
  );
  if (flexibleMode && onFlexibleChange) {
    return (
      <Box>
        {modes}
        <FlexibleDatesPicker
          today={today}
          shape={flexible}
          months={flexibleMonths}
          onChange={onFlexibleChange}
        />
      </Box>
    );
  }
  const selected = kind === 'checkIn' ? checkIn : checkOut;
  const startMonth = isoToLocalDate(today.slice(0, 8) + '01');
  const endMonth = new Date(startMonth.getFullYear(), startMonth.getMonth() + MONTHS_AHEAD, 1);
  const hasRange = checkIn !== '' && checkOut !== '' && checkOut > checkIn;
  // Choosing the departure, the arrival stays marked as the start of the stay.
  const rangeModifiers = hasRange
    ? {
        range_start: isoToLocalDate(checkIn),
        range_end: isoToLocalDate(checkOut),
        range_middle: { after: isoToLocalDate(checkIn), before: isoToLocalDate(checkOut) },
      }
    : kind === 'checkOut' && checkIn
      ? { range_start: isoToLocalDate(checkIn) }
      : undefined;

  return (
    <Box>
      {modes}
      <Flex justify="space-between" align="baseline" gap="4" px="1" mb="2" minH="6">
        <Text fontWeight="700" fontSize="md">
          {kind === 'checkIn' ? '¿Cuándo llegas?' : '¿Cuándo te vas?'}
        </Text>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {hasRange
            ? `${formatDayMonth(checkIn)} – ${formatDayMonth(checkOut)} · ${nightsLabel(nightsBetween(checkIn, checkOut))}`
            : kind === 'checkOut' && checkIn
              ? `Llegada: ${formatDayMonth(checkIn)}`
              : ''}
        </Text>
      </Flex>
      <Box
        css={{
          // The library declares its variables on .rdp-root, so they are overridden there.
          '& .rdp-root': {
            '--rdp-accent-color': 'var(--chakra-colors-brand-600)',
            '--rdp-accent-background-color': 'var(--chakra-colors-brand-50)',
            '--rdp-range_middle-background-color': 'var(--chakra-colors-brand-50)',
            '--rdp-range_start-date-background-color': 'var(--chakra-colors-brand-600)',
            '--rdp-range_end-date-background-color': 'var(--chakra-colors-brand-600)',
            '--rdp-day-height': '2.75rem',
            '--rdp-day-width': '2.75rem',
            '--rdp-day_button-height': '2.625rem',
            '--rdp-day_button-width': '2.625rem',
            '--rdp-months-gap': '2.5rem',
            '--rdp-disabled-opacity': '1',
            '--rdp-today-color': 'inherit',
            margin: '0 auto',
            width: 'fit-content',
          },
          '& .rdp-month_caption': {
            textTransform: 'capitalize',
            fontSize: 'md',
            justifyContent: 'center',
          },
          '& .rdp-weekday': { textTransform: 'capitalize', color: 'fg.muted', opacity: 1 },
          '& .rdp-day_button': { fontSize: 'sm', fontWeight: '600' },
          '& .rdp-day_button:hover:not(:disabled)': { borderColor: 'fg' },
          '& .rdp-disabled .rdp-day_button': {
            color: 'fg.subtle',
            textDecoration: 'line-through',
            fontWeight: '400',
          },
          '& .rdp-today:not(.rdp-selected) .rdp-day_button': {
            textDecoration: 'underline',
            textUnderlineOffset: '3px',
          },
          '& .rdp-selected': { fontSize: 'sm' },
          '& .rdp-selected .rdp-day_button': {
            bg: 'brand.600',
            color: 'white',
            borderColor: 'brand.600',
          },
          '& .rdp-range_middle .rdp-day_button': { color: 'fg' },
          '& .rdp-range_start .rdp-day_button, & .rdp-range_end .rdp-day_button': {
            color: 'white',
            textDecoration: 'none',
            fontWeight: '600',
          },
          '& .rdp-day_button:focus-visible': {
            outline: '3px solid var(--chakra-colors-brand-600)',
            outlineOffset: '1px',
          },
          '& .rdp-chevron': { fill: 'var(--chakra-colors-fg)' },
          '& .rdp-button_previous, & .rdp-button_next': { borderRadius: 'full' },
          '& .rdp-button_previous:hover:not([aria-disabled=true]), & .rdp-button_next:hover:not([aria-disabled=true])':
            { bg: 'bg.muted' },
        }}
      >
        <DayPicker
          mode="single"
          locale={es}
          weekStartsOn={0}
          numberOfMonths={months}
          fixedWeeks
          showOutsideDays={false}
          autoFocus={autoFocus}
          today={isoToLocalDate(today)}
          startMonth={startMonth}
          endMonth={endMonth}
          month={isoToLocalDate(month)}
          onMonthChange={(shown) => onMonthChange(localDateToIso(shown))}
          disabled={dateRules(kind, checkIn, today)}
          selected={selected ? isoToLocalDate(selected) : undefined}
          modifiers={rangeModifiers}
          onSelect={(_date, day, modifiers, event) => {
            // Picking the chosen day again keeps it rather than clearing it.
            if (modifiers.disabled || modifiers.hidden) return;
            onChoose(localDateToIso(day), (event as unknown as MouseEvent).detail === 0);
          }}
        />
      </Box>
    </Box>
  );
}
