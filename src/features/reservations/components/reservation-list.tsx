import {
  Alert,
  Button,
  Card,
  EmptyState,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  VStack,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { OfflineEmpty, isOfflineWithoutData } from '../../../components/offline-empty.tsx';
import { paths } from '../../../config/paths.ts';
import { AUTH_UI_MESSAGES } from '../../../shared/auth-messages.ts';
import { useMyReservations } from '../api/get-my-reservations.ts';
import { ReservationCard } from './reservation-card.tsx';

const SKELETON_CARDS = 3;

function ReservationCardSkeleton() {
  return (
    <Card.Root variant="outline" overflow="hidden" aria-hidden="true">
      <Skeleton aspectRatio={16 / 9} />
      <Card.Body gap="4">
        <SkeletonText noOfLines={2} />
        <SkeletonText noOfLines={3} />
      </Card.Body>
    </Card.Root>
  );
}

function errorText(error: Error & { status?: number }): string {
  if (error.status === 0) return AUTH_UI_MESSAGES.offline;
  return error.message || AUTH_UI_MESSAGES.reservationsFailed;
}

/** The signed-in guest's reservations (SPEC §2 My reservations): loading, error, empty, list. */
export function ReservationList({ clientId }: { clientId: string }) {
  const { data, error, isPending, refetch, isFetching, fetchStatus } = useMyReservations(clientId);

  if (isOfflineWithoutData({ data, error, fetchStatus })) return <OfflineEmpty />;

  if (isPending) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" aria-busy="true">
        <VisuallyHidden role="status">Cargando reservas...</VisuallyHidden>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ReservationCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }

  if (error && !data) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Title>{AUTH_UI_MESSAGES.reservationsFailed}</Alert.Title>
          {errorText(error) !== AUTH_UI_MESSAGES.reservationsFailed && (
            <Alert.Description>{errorText(error)}</Alert.Description>
          )}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            loading={isFetching}
            onClick={() => void refetch()}
          >
            Reintentar
          </Button>
        </Stack>
      </Alert.Root>
    );
  }

  if (!data?.length) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>No tienes reservas aún</EmptyState.Title>
            <EmptyState.Description>
              Cuando reserves una cabaña, aquí verás sus fechas, el pago y cómo llegar.
            </EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="brand">
            <Link to={paths.home.getHref()}>Explorar Cabañas</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {data.map((reservation) => (
        <ReservationCard key={reservation._id} reservation={reservation} clientId={clientId} />
      ))}
    </SimpleGrid>
  );
}
