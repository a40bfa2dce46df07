import {
  Alert,
  Box,
  Button,
  EmptyState,
  Grid,
  Spinner,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CabinCard } from '../../../components/cabin-card/cabin-card.tsx';
import { paths } from '../../../config/paths.ts';
import { FAVORITES_CHANGED_EVENT } from '../api/get-favorites.ts';
import type { Stay } from '../../../lib/last-stay.ts';
import { formatDayMonth, guestsLabel } from '../../../shared/format.ts';
import { useFavoriteCabins } from '../api/get-favorites.ts';

const gridColumns = {
  base: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
  xl: 'repeat(4, minmax(0, 1fr))',
};

export function stayLine(stay: Stay | null): string {
  return stay
    ? `Precios para ${formatDayMonth(stay.checkIn)} – ${formatDayMonth(stay.checkOut)} · ${guestsLabel(stay.guests)}`
    : 'Precios por noche. Busca con fechas para ver el total de tu estancia.';
}

/** The signed-in guest's saved cabins, as result cards priced for `stay`. */
export function FavoritesList({ clientId, stay }: { clientId: string; stay: Stay | null }) {
  const query = useFavoriteCabins(clientId, stay);
  const queryClient = useQueryClient();

  // A heart changed here or on another screen: the list follows the account (the account menu
  // keeps the hearts in step with it and says so: src/lib/favorites-account.ts).
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['favorites', clientId] });
    window.addEventListener(FAVORITES_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(FAVORITES_CHANGED_EVENT, refetch);
  }, [queryClient, clientId]);

  const { data, isPending, isError, isFetching, refetch } = query;

  if (isPending) {
    // A spinner, not skeleton cards: Skeleton here would split it out of the start-up code into
    // a chunk of its own (one more request and ~0.1 KB gz before the home page renders).
    return (
      <Box py="16" textAlign="center">
        <Spinner size="lg" color="brand.600" role="status" aria-label="Cargando favoritos" />
      </Box>
    );
  }

  if (!data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Title>No se pudieron cargar tus favoritos</Alert.Title>
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

  return (
    <Stack gap="4">
      <Text color="fg.muted">{stayLine(stay)}</Text>
      {isError && (
        // Offline or failing: the last list this device had.
        <Text role="status" fontSize="sm" color="fg.muted">
          Sin conexión: esta es la última lista de favoritos que se guardó en este dispositivo.
        </Text>
      )}
      {data.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>Aún no tienes favoritos</EmptyState.Title>
              <EmptyState.Description>
                Toca el corazón de una cabaña para guardarla aquí y verla en todos tus dispositivos.
              </EmptyState.Description>
            </VStack>
            <Button asChild colorPalette="brand">
              <Link to={paths.home.getHref()}>Explorar Cabañas</Link>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Grid
          as="ul"
          aria-label="Cabañas guardadas"
          templateColumns={gridColumns}
          gap="6"
          listStyleType="none"
          p="0"
          m="0"
        >
          {data.map((cabin, index) => (
            <Box as="li" key={cabin._id} minW="0">
              <CabinCard cabin={cabin} stay={stay ?? undefined} eager={index === 0} />
            </Box>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
