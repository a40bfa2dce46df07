import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  Input,
  Link as ChakraLink,
  List,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { format } from 'date-fns';
import { useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { Link } from 'react-router-dom';
import { FormField } from '../../../components/form/form-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { addDays, nightsBetween, todayInMexico } from '../../../shared/dates.ts';
import { formatDateSpelled, monthName, nightsLabel } from '../../../shared/format.ts';
import { HOST_MESSAGES } from '../../../shared/host.ts';
import { HOST_LIMITS } from '../../../shared/validation/host.ts';
import type { HostCabinDetail } from '../api/host-cabin.ts';
import {
  useCreateBlock,
  useDeleteBlocks,
  useHostCalendar,
  type CalendarBlock,
  type CalendarBooking,
  type HostCalendar,
} from '../api/host-editor.ts';

const CALENDAR_FAILURE = {
  failed: 'No se pudo cambiar el calendario',
  unexpected: 'Ocurrió un error al cambiar el calendario',
};

/** How far ahead the host may look (bookings are taken up to two years ahead). */
const MONTHS_AHEAD = 24;

type NightKind = 'booked' | 'held' | 'blocked' | 'imported';

const KIND_LABELS: Record<NightKind, string> = {
  booked: 'Reservada',
  held: 'Apartada',
  blocked: 'Bloqueada',
  imported: 'Importada',
};

/** The swatches of the legend and of the days (text stays dark on each: contrast AA). */
const KIND_COLORS: Record<NightKind, string> = {
  booked: 'var(--chakra-colors-green-200)',
  held: 'var(--chakra-colors-yellow-200)',
  blocked: 'var(--chakra-colors-gray-300)',
  imported: 'var(--chakra-colors-purple-200)',
};

const inRange = (night: string, range: { checkIn: string; checkOut: string }) =>
  night >= range.checkIn && night < range.checkOut;

/** What occupies a night, if anything. */
function nightOf(
  night: string,
  calendar: HostCalendar | undefined,
): { kind: NightKind; booking?: CalendarBooking; block?: CalendarBlock } | null {
  if (!calendar) return null;
  const booking = calendar.bookings.find((b) => inRange(night, b));
  if (booking) return { kind: booking.kind, booking };
  const block = calendar.blocks.find((b) => inRange(night, b));
  if (block) return { kind: block.source === 'ical' ? 'imported' : 'blocked', block };
  return null;
}

function describeNight(night: ReturnType<typeof nightOf>): string {
  if (!night) return 'libre';
  if (night.booking) {
    return `${KIND_LABELS[night.kind].toLowerCase()} por ${night.booking.guestName}`;
  }
  if (night.kind === 'imported') return `importada de ${night.block?.feedName ?? 'otro sitio'}`;
  return night.block?.reason ? `bloqueada: ${night.block.reason}` : 'bloqueada';
}

/** Calendar dates as local midnights for the picker, and back to yyyy-mm-dd. */
function isoToLocalDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}
function localDateToIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const firstOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;
const monthIso = (date: Date) => firstOfMonth(localDateToIso(date));

function addMonths(iso: string, months: number): string {
  const date = isoToLocalDate(iso);
  return localDateToIso(new Date(date.getFullYear(), date.getMonth() + months, 1));
}

/** 'del 5 al 7 de diciembre de 2026' for the nights [checkIn, checkOut). */
function nightsText(checkIn: string, checkOut: string): string {
  const nights = nightsBetween(checkIn, checkOut);
  const last = addDays(checkOut, -1);
  const dates =
    nights === 1
      ? `la noche del ${formatDateSpelled(checkIn)}`
      : `las noches del ${formatDateSpelled(checkIn)} al ${formatDateSpelled(last)}`;
  return `${dates} (${nightsLabel(nights)})`;
}

function Legend() {
  return (
    <Flex as="ul" wrap="wrap" gap="4" aria-label="Leyenda del calendario" fontSize="sm">
      {(Object.keys(KIND_LABELS) as NightKind[]).map((kind) => (
        <Flex as="li" key={kind} align="center" gap="2" listStyleType="none">
          <Box
            aria-hidden="true"
            w="4"
            h="4"
            rounded="sm"
            borderWidth="1px"
            style={{ background: KIND_COLORS[kind] }}
          />
          {KIND_LABELS[kind]}
        </Flex>
      ))}
    </Flex>
  );
}

/** The stays and blocks of the months on screen, each with what can be done about it. */
function Entries({
  cabinId,
  calendar,
  onUnblock,
  unblocking,
}: {
  cabinId: string;
  calendar: HostCalendar | undefined;
  onUnblock: (blockIds: string[]) => void;
  unblocking: boolean;
}) {
  if (!calendar) return null;
  const empty = !calendar.bookings.length && !calendar.blocks.length;
  return (
    <Stack as="section" aria-labelledby="calendar-entries-title" gap="3">
      <Heading as="h2" size="md" id="calendar-entries-title">
        Reservas y bloqueos de estos meses
      </Heading>
      {empty ? (
        <Text color="fg.muted">Todas las noches de estos meses están libres.</Text>
      ) : (
        <List.Root gap="3" listStyleType="none">
          {calendar.bookings.map((booking) => (
            <List.Item key={booking.reservationId} borderWidth="1px" rounded="md" p="3">
              <Stack gap="1">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge colorPalette={booking.kind === 'booked' ? 'green' : 'yellow'}>
                    {KIND_LABELS[booking.kind]}
                  </Badge>
                  <Text fontWeight="semibold">{booking.guestName}</Text>
                </Flex>
                <Text fontSize="sm">
                  {capitalize(nightsText(booking.checkIn, booking.checkOut))}
                </Text>
                <ChakraLink asChild colorPalette="brand" fontSize="sm">
                  <Link
                    to={`${paths.hostReservations.getHref()}?when=all&cabin=${encodeURIComponent(cabinId)}`}
                  >
                    Ver la reserva de {booking.guestName}
                  </Link>
                </ChakraLink>
              </Stack>
            </List.Item>
          ))}
          {calendar.blocks.map((block) => (
            <List.Item key={block.id} borderWidth="1px" rounded="md" p="3">
              <Flex gap="3" justify="space-between" align="center" wrap="wrap">
                <Stack gap="1">
                  <Flex gap="2" align="center" wrap="wrap">
                    <Badge colorPalette={block.source === 'ical' ? 'purple' : 'gray'}>
                      {block.source === 'ical' ? 'Importada' : 'Bloqueada'}
                    </Badge>
                    <Text fontWeight="semibold">
                      {block.source === 'ical'
                        ? `Desde ${block.feedName ?? 'otro sitio'}`
                        : block.reason || 'Sin motivo'}
                    </Text>
                  </Flex>
                  <Text fontSize="sm">{capitalize(nightsText(block.checkIn, block.checkOut))}</Text>
                </Stack>
                {block.source === 'host' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={unblocking}
                    onClick={() => onUnblock([block.id])}
                    aria-label={`Desbloquear ${nightsText(block.checkIn, block.checkOut)}`}
                  >
                    Desbloquear
                  </Button>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    Se libera en su sitio de origen.
                  </Text>
                )}
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/**
 * 'Calendario' of the cabin editor: months of nights showing booked and held stays (guest's name),
 * blocked nights (reason) and imported ones (feed name); choosing nights (by pointer or keyboard)
 * blocks them with a reason, or frees the host's blocks there.
 */
export function CalendarPanel({ cabin }: { cabin: HostCabinDetail }) {
  const today = todayInMexico();
  const months = useBreakpointValue({ base: 1, md: 2 }) ?? 1;
  const [month, setMonth] = useState(() => firstOfMonth(today));
  const [first, setFirst] = useState<string | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const calendar = useHostCalendar(cabin._id, { from: month, to: addMonths(month, 2) });
  const createBlock = useCreateBlock(cabin._id);
  const deleteBlocks = useDeleteBlocks(cabin._id);
  const data = calendar.data;

  const checkIn = first;
  const checkOut = first ? addDays(last ?? first, 1) : null;
  const overlappingBlocks =
    checkIn && checkOut && data
      ? data.blocks.filter(
          (b) => b.source === 'host' && b.checkIn < checkOut && b.checkOut > checkIn,
        )
      : [];

  const clear = () => {
    setFirst(null);
    setLast(null);
  };

  const choose = (night: string) => {
    setError(null);
    if (!first || last || night < first) {
      setFirst(night);
      setLast(null);
    } else {
      setLast(night);
    }
  };

  const block = async () => {
    if (!checkIn || !checkOut) return;
    setError(null);
    try {
      const answer = await createBlock.mutateAsync({ checkIn, checkOut, reason: reason.trim() });
      toaster.create({ type: 'success', title: answer.message || HOST_MESSAGES.blockCreated });
      clear();
      setReason('');
    } catch (failure) {
      setError(failureMessage(failure, CALENDAR_FAILURE));
    }
  };

  const unblock = async (blockIds: string[]) => {
    setError(null);
    try {
      const answer = await deleteBlocks.mutateAsync(blockIds);
      toaster.create({ type: 'success', title: answer?.message || HOST_MESSAGES.blockDeleted });
      clear();
    } catch (failure) {
      setError(failureMessage(failure, CALENDAR_FAILURE));
    }
  };

  const todayDate = isoToLocalDate(today);
  const from = first ? isoToLocalDate(first) : undefined;
  const to = first ? isoToLocalDate(last ?? first) : undefined;
  const kindOf = (kind: NightKind) => (date: Date) =>
    nightOf(localDateToIso(date), data)?.kind === kind;

  return (
    <Stack gap="6">
      <Text color="fg.muted">
        Elige una noche, o la primera y la última de un periodo, para bloquearlas o desbloquearlas.
        Las flechas del teclado recorren los días; Intro elige.
      </Text>
      <Legend />
      <Box
        aria-busy={calendar.isFetching}
        css={{
          '& .rdp-root': {
            '--rdp-accent-color': 'var(--chakra-colors-brand-700)',
            '--rdp-accent-background-color': 'var(--chakra-colors-brand-50)',
            '--rdp-day-width': '44px',
            '--rdp-day-height': '44px',
            '--rdp-day_button-width': '42px',
            '--rdp-day_button-height': '42px',
            '--rdp-disabled-opacity': '0.55',
          },
          '& .rdp-months': { gap: '8', flexWrap: 'wrap' },
          '& .rdp-caption_label': { fontWeight: 'semibold', fontSize: 'md' },
          '& .rdp-weekday': {
            fontSize: 'xs',
            fontWeight: 'semibold',
            color: 'fg.muted',
            opacity: 1,
          },
          '& .rdp-day_button': { fontSize: 'sm', color: 'gray.900' },
          '& .rdp-day_button:focus-visible': {
            outline: '3px solid var(--chakra-colors-brand-700)',
            outlineOffset: '1px',
          },
          '& .host-booked': { background: KIND_COLORS.booked },
          '& .host-held': { background: KIND_COLORS.held },
          '& .host-blocked': { background: KIND_COLORS.blocked },
          '& .host-imported': { background: KIND_COLORS.imported },
          '& .rdp-today .rdp-day_button': { fontWeight: 'bold', textDecoration: 'underline' },
          '& .host-chosen .rdp-day_button': {
            background: 'var(--rdp-accent-color)',
            color: 'white',
            fontWeight: 'bold',
          },
        }}
      >
        <DayPicker
          locale={es}
          weekStartsOn={0}
          numberOfMonths={months}
          today={todayDate}
          month={isoToLocalDate(month)}
          onMonthChange={(date: Date) => setMonth(monthIso(date))}
          startMonth={todayDate}
          endMonth={new Date(todayDate.getFullYear(), todayDate.getMonth() + MONTHS_AHEAD, 1)}
          disabled={{ before: todayDate }}
          modifiers={{
            booked: kindOf('booked'),
            held: kindOf('held'),
            blocked: kindOf('blocked'),
            imported: kindOf('imported'),
            chosen: from && to ? { from, to } : [],
          }}
          modifiersClassNames={{
            booked: 'host-booked',
            held: 'host-held',
            blocked: 'host-blocked',
            imported: 'host-imported',
            chosen: 'host-chosen',
          }}
          formatters={{
            formatCaption: (date: Date) =>
              `${capitalize(monthName(date.getMonth()))} ${date.getFullYear()}`,
          }}
          labels={{
            labelDayButton: (date: Date, modifiers: Modifiers) => {
              const text = capitalize(format(date, 'PPPP', { locale: es }));
              const night = describeNight(nightOf(localDateToIso(date), data));
              return `${text}, ${night}${modifiers.chosen ? ', elegida' : ''}`;
            },
          }}
          onDayClick={(date: Date, modifiers: Modifiers) => {
            if (!modifiers.disabled) choose(localDateToIso(date));
          }}
        />
      </Box>
      {calendar.isError && (
        <FormError
          message={failureMessage(calendar.error, {
            failed: 'No se pudo cargar el calendario',
            unexpected: 'No se pudo cargar el calendario',
          })}
        />
      )}
      <Stack
        as="section"
        aria-labelledby="calendar-selection-title"
        gap="4"
        borderWidth="1px"
        rounded="lg"
        p="4"
      >
        <Heading as="h2" size="md" id="calendar-selection-title">
          Noches elegidas
        </Heading>
        <Text aria-live="polite">
          {checkIn && checkOut
            ? capitalize(nightsText(checkIn, checkOut))
            : 'Ninguna todavía: elige noches en el calendario.'}
        </Text>
        <FormField
          label="Motivo del bloqueo"
          helper="Opcional; solo lo ves tú (por ejemplo, Mantenimiento)."
        >
          <Input
            value={reason}
            maxLength={HOST_LIMITS.reasonMax}
            onChange={(event) => setReason(event.target.value)}
            autoComplete="off"
          />
        </FormField>
        <FormError message={error} />
        <Flex gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            disabled={!checkIn}
            loading={createBlock.isPending}
            loadingText="Bloqueando..."
            onClick={() => void block()}
          >
            Bloquear fechas
          </Button>
          {overlappingBlocks.length > 0 && (
            <Button
              variant="outline"
              loading={deleteBlocks.isPending}
              loadingText="Desbloqueando..."
              onClick={() => void unblock(overlappingBlocks.map((b) => b.id))}
            >
              Desbloquear fechas
            </Button>
          )}
          {checkIn && (
            <Button variant="ghost" onClick={clear}>
              Quitar selección
            </Button>
          )}
        </Flex>
        {overlappingBlocks.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            Desbloquear quita completos los bloqueos que tocan esas noches.
          </Text>
        )}
      </Stack>
      <Entries
        cabinId={cabin._id}
        calendar={data}
        onUnblock={(ids) => void unblock(ids)}
        unblocking={deleteBlocks.isPending}
      />
    </Stack>
  );
}
