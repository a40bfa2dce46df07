import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  Heading,
  List,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '../../../components/form/form-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { NativeSelect } from '../../../components/form/native-select.tsx';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { formatDateShort, formatMXN, guestsLabel, nightsLabel } from '../../../shared/format.ts';
import {
  paymentStatusBadge,
  RESERVATION_STATUS_BADGES,
  type StatusBadge,
} from '../../../shared/reservation-status.ts';
import { useHostCabins } from '../api/host-cabins.ts';
import { HOST_CANCELLABLE, HostCancelReservation } from './host-cancel-reservation.tsx';
import {
  HOST_RESERVATION_WHEN,
  useHostReservations,
  type HostReservation,
  type HostReservationWhen,
} from '../api/host-reservations.ts';

/** Reservation states as ARCHITECTURE "After payment" names them. */
export const HOST_RESERVATION_STATUS: Record<string, StatusBadge> = {
  ...RESERVATION_STATUS_BADGES,
  // The host sees holds and failed payments that the guest's list leaves out.
  pending: { label: 'Pendiente de pago', colorPalette: 'yellow' },
  failed: { label: 'Fallida', colorPalette: 'red' },
};

const WHEN_LABELS: Record<HostReservationWhen | 'all', string> = {
  upcoming: 'Próximas',
  current: 'En curso',
  past: 'Pasadas',
  all: 'Todas',
};

const statusBadge = (status: string): StatusBadge =>
  Object.prototype.hasOwnProperty.call(HOST_RESERVATION_STATUS, status)
    ? HOST_RESERVATION_STATUS[status]
    : { label: status, colorPalette: 'gray' };

const isWhen = (value: string | null): value is HostReservationWhen =>
  (HOST_RESERVATION_WHEN as readonly string[]).includes(value ?? '');

/** The filters live in the address (?when=&status=&cabin=&page=): a reload or a link keeps them. */
function useFilters() {
  const [search, setSearch] = useSearchParams();
  const whenParam = search.get('when');
  const when: HostReservationWhen | 'all' =
    whenParam === 'all' ? 'all' : isWhen(whenParam) ? whenParam : 'upcoming';
  const statusParam = search.get('status') ?? '';
  const status = Object.prototype.hasOwnProperty.call(HOST_RESERVATION_STATUS, statusParam)
    ? statusParam
    : '';
  const cabinId = search.get('cabin') ?? '';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const set = (changes: Record<string, string>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { when, status, cabinId, page, set };
}

/** One term of a stay's row (its dates, length, total) and its value. */
function Fact({ term, strong, children }: { term: string; strong?: boolean; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" color="fg.muted">
        {term}
      </Text>
      <Text as="dd" fontWeight={strong ? 'semibold' : 'medium'}>
        {children}
      </Text>
    </Box>
  );
}

function ReservationItem({ reservation }: { reservation: HostReservation }) {
  const status = statusBadge(reservation.status);
  const payment = paymentStatusBadge(reservation.paymentStatus);
  return (
    <List.Item borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }}>
      <Box as="article" aria-label={`Reserva de ${reservation.guestName}`} w="full">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap={{ base: '3', md: '6' }}
        >
          <Stack gap="1" flex="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h2" size="md">
                {reservation.guestName}
              </Heading>
              <Badge colorPalette={status.colorPalette}>{status.label}</Badge>
              <Badge colorPalette={payment.colorPalette} variant="outline">
                {payment.label}
              </Badge>
            </Flex>
            <Text color="fg.muted">{reservation.cabin.name}</Text>
          </Stack>
          <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="3" flex={{ md: '2' }} fontSize="sm">
            <Fact term="Llegada">{formatDateShort(reservation.checkIn)}</Fact>
            <Fact term="Salida">{formatDateShort(reservation.checkOut)}</Fact>
            <Fact term="Estancia">
              {nightsLabel(reservation.nights)}, {guestsLabel(reservation.guests)}
            </Fact>
            <Fact term="Total" strong>
              {formatMXN(reservation.total)}
            </Fact>
          </SimpleGrid>
        </Flex>
        {reservation.specialRequests && (
          <Text fontSize="sm" mt="3">
            <Text as="span" fontWeight="semibold">
              Solicitudes especiales:
            </Text>{' '}
            {reservation.specialRequests}
          </Text>
        )}
        {HOST_CANCELLABLE.includes(reservation.status) && (
          <Stack mt="3">
            <HostCancelReservation reservation={reservation} />
          </Stack>
        )}
      </Box>
    </List.Item>
  );
}

/** 'Reservas': the stays of all the host's cabins, filtered by period, cabin and status. */
export function HostReservations({ clientId }: { clientId: string }) {
  const filters = useFilters();
  const cabins = useHostCabins(clientId);
  const reservations = useHostReservations({
    when: filters.when === 'all' ? undefined : filters.when,
    status: filters.status || undefined,
    cabinId: filters.cabinId || undefined,
    page: filters.page,
  });
  const data = reservations.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="6">
      <SimpleGrid
        columns={{ base: 1, sm: 3 }}
        gap="4"
        as="form"
        role="search"
        aria-label="Filtrar reservas"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField label="Periodo">
          <NativeSelect
            value={filters.when}
            onChange={(event) => filters.set({ when: event.target.value, page: '' })}
          >
            {(['upcoming', 'current', 'past', 'all'] as const).map((when) => (
              <option key={when} value={when}>
                {WHEN_LABELS[when]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Cabaña">
          <NativeSelect
            value={filters.cabinId}
            onChange={(event) => filters.set({ cabin: event.target.value, page: '' })}
          >
            <option value="">Todas las cabañas</option>
            {cabins.data?.cabins.map((cabin) => (
              <option key={cabin._id} value={cabin._id}>
                {cabin.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Estado">
          <NativeSelect
            value={filters.status}
            onChange={(event) => filters.set({ status: event.target.value, page: '' })}
          >
            <option value="">Todos los estados</option>
            {Object.entries(HOST_RESERVATION_STATUS).map(([value, badge]) => (
              <option key={value} value={value}>
                {badge.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </SimpleGrid>

      <Box aria-live="polite" aria-busy={reservations.isFetching}>
        {reservations.isPending ? (
          <Stack align="center" py="10">
            <Spinner size="lg" color="brand.solid" aria-label="Cargando las reservas" />
          </Stack>
        ) : reservations.isError ? (
          <Stack gap="3">
            <FormError
              message={failureMessage(reservations.error, {
                failed: 'No se pudieron cargar las reservas',
                unexpected: 'No se pudieron cargar las reservas',
              })}
            />
            <Button alignSelf="flex-start" onClick={() => void reservations.refetch()}>
              Reintentar
            </Button>
          </Stack>
        ) : data && data.reservations.length ? (
          <Stack gap="4">
            <Text color="fg.muted">
              {data.total === 1 ? '1 reserva' : `${data.total} reservas`}
            </Text>
            <List.Root gap="3" listStyleType="none">
              {data.reservations.map((reservation) => (
                <ReservationItem key={reservation._id} reservation={reservation} />
              ))}
            </List.Root>
            {pages > 1 && (
              <Flex as="nav" aria-label="Páginas de reservas" gap="3" align="center">
                <Button
                  variant="outline"
                  disabled={filters.page <= 1}
                  onClick={() => filters.set({ page: String(filters.page - 1) })}
                >
                  Anterior
                </Button>
                <Text>
                  Página {filters.page} de {pages}
                </Text>
                <Button
                  variant="outline"
                  disabled={filters.page >= pages}
                  onClick={() => filters.set({ page: String(filters.page + 1) })}
                >
                  Siguiente
                </Button>
              </Flex>
            )}
          </Stack>
        ) : (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title as="h2">No hay reservas con estos filtros</EmptyState.Title>
              <EmptyState.Description>
                Cuando un huésped reserve una de tus cabañas, la verás aquí.
              </EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Box>
    </Stack>
  );
}
