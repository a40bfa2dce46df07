import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { format } from 'date-fns';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { addDays } from '../../../shared/dates.ts';
import { monthName } from '../../../shared/format.ts';
import {
  isArrivalDisabled,
  isDepartureDisabled,
  isNightOccupied,
  type NightRange,
} from '../../../shared/validation/booking-dates.ts';

export type DateField = 'checkIn' | 'checkOut';

/** Calendar dates as local midnights for the picker, and back to yyyy-mm-dd. */
export function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}
export function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const WEEKDAY_INITIALS = ['D', 'L', 'M', 'M', 'J', 'V', 'S'];
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How far ahead the calendar goes (the server accepts bookings up to two years ahead). */
const MONTHS_AHEAD = 24;

function dayLabel(date: Date, modifiers: Modifiers): string {
  const text = format(date, 'PPPP', { locale: es });
  let label = modifiers.today ? `Hoy, ${text}` : capitalize(text);
  if (modifiers.booked) label = `${label}, ocupado`;
  if (modifiers.selected) label = `${label}, seleccionado`;
  return label;
}

/**
 * One month, Sunday first, in Spanish. Arrival: past days and occupied nights are disabled.
 * Departure: days on or before the arrival and any day that would span an occupied night.
 */
export function StayCalendar({
  field,
  checkIn,
  checkOut,
  today,
  occupied,
  onSelect,
  onReady,
}: {
  field: DateField;
  checkIn: string | null;
  checkOut: string | null;
  today: string;
  occupied: readonly NightRange[];
  onSelect: (iso: string) => void;
  /** Called once the days are on screen (after the first render). */
  onReady?: () => void;
}) {
  useEffect(() => {
    onReady?.();
    // Only the first render: the calendar has just appeared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const todayDate = isoToLocalDate(today);
  const from = checkIn ? isoToLocalDate(checkIn) : undefined;
  const to = checkOut ? isoToLocalDate(checkOut) : undefined;
  const shownFirst =
    field === 'checkOut'
      ? (checkOut ?? (checkIn ? addDays(checkIn, 1) : today))
      : (checkIn ?? today);
  const disabled = (date: Date) => {
    const iso = localDateToIso(date);
    return field === 'checkIn'
      ? isArrivalDisabled(iso, { today, occupied })
      : isDepartureDisabled(iso, { checkIn, today, occupied });
  };

  return (
    <Box
      css={{
        '& .rdp-root': {
          '--rdp-accent-color': 'var(--chakra-colors-brand-600)',
          '--rdp-accent-background-color': 'var(--chakra-colors-brand-50)',
          '--rdp-range_middle-background-color': 'var(--chakra-colors-brand-100)',
          '--rdp-day-width': '40px',
          '--rdp-day-height': '40px',
          '--rdp-day_button-width': '38px',
          '--rdp-day_button-height': '38px',
          '--rdp-disabled-opacity': '0.4',
        },
        '& .rdp-caption_label': { fontWeight: 'semibold', fontSize: 'md' },
        '& .rdp-weekday': { fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', opacity: 1 },
        '& .rdp-day_button': { fontSize: 'sm' },
        '& .rdp-day_button:not(:disabled):hover': { borderColor: 'fg' },
        '& .rdp-day_button:focus-visible': {
          outline: '3px solid var(--chakra-colors-brand-600)',
          outlineOffset: '1px',
        },
        '& .rdp-today:not(.rdp-selected) .rdp-day_button': {
          color: 'fg',
          fontWeight: 'bold',
          textDecoration: 'underline',
        },
        '& .rdp-booked .rdp-day_button': { textDecoration: 'line-through' },
        '& .rdp-selected .rdp-day_button': { fontWeight: 'bold' },
        '& .rdp-range_start .rdp-day_button, & .rdp-range_end .rdp-day_button, & .rdp-selected:not(.rdp-range_middle) .rdp-day_button':
          { background: 'var(--rdp-accent-color)', color: 'white' },
      }}
    >
      <DayPicker
        locale={es}
        weekStartsOn={0}
        today={todayDate}
        defaultMonth={isoToLocalDate(shownFirst)}
        startMonth={todayDate}
        endMonth={new Date(todayDate.getFullYear(), todayDate.getMonth() + MONTHS_AHEAD, 1)}
        disabled={disabled}
        modifiers={{
          booked: (date: Date) => isNightOccupied(localDateToIso(date), occupied),
          selected: [from, to].filter((d): d is Date => !!d),
          range_start: from && to ? from : [],
          range_end: from && to ? to : [],
          range_middle: from && to ? { after: from, before: to } : [],
        }}
        modifiersClassNames={{ booked: 'rdp-booked' }}
        formatters={{
          formatCaption: (month: Date) =>
            `${capitalize(monthName(month.getMonth()))} ${month.getFullYear()}`,
          formatWeekdayName: (weekday: Date) => WEEKDAY_INITIALS[weekday.getDay()],
        }}
        labels={{ labelDayButton: (date: Date, modifiers: Modifiers) => dayLabel(date, modifiers) }}
        onDayClick={(date: Date, modifiers: Modifiers) => {
          if (!modifiers.disabled) onSelect(localDateToIso(date));
        }}
      />
    </Box>
  );
}
