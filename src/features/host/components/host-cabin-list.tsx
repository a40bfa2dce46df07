import {
  Alert,
  Button,
  Card,
  EmptyState,
  Heading,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { OfflineEmpty, isOfflineWithoutData } from '../../../components/offline-empty.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { AUTH_UI_MESSAGES } from '../../../shared/auth-messages.ts';
import { HOST_MESSAGES } from '../../../shared/host.ts';
import { useHostCabins } from '../api/host-cabins.ts';
import { AddCabinForm } from './add-cabin-form.tsx';
import { HostCabinCard } from './host-cabin-card.tsx';
import { HostOffer } from './host-offer.tsx';

export const CABINS_FAILED = 'No se pudieron cargar tus cabañas';
const SKELETON_CARDS = 3;

function CardSkeleton() {
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

/** 'Agregar cabaña': a button that opens the small form in place. */
function AddCabin({ clientId, emptyList }: { clientId: string; emptyList: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  return (
    <Stack gap="4">
      <Button
        colorPalette="brand"
        variant={emptyList ? 'solid' : 'outline'}
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Agregar cabaña
      </Button>
      {open && (
        <Card.Root
          id={panelId}
          as="section"
          aria-labelledby={headingId}
          variant="outline"
          maxW="lg"
        >
          <Card.Body gap="4">
            <Heading as="h3" size="md" id={headingId}>
              Nueva cabaña
            </Heading>
            <AddCabinForm
              clientId={clientId}
              onCreated={(message) => {
                setOpen(false);
                toaster.create({ type: 'success', title: message || HOST_MESSAGES.cabinCreated });
              }}
            />
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

/** 'Mis cabañas' (GET /api/host/cabins): loading, error, a guest's offer, empty, the cards. */
export function HostCabinList({ clientId }: { clientId: string }) {
  const { data, error, isPending, refetch, isFetching, fetchStatus } = useHostCabins(clientId);

  if (isOfflineWithoutData({ data, error, fetchStatus })) return <OfflineEmpty />;

  if (isPending) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-busy="true">
        <VisuallyHidden role="status">Cargando tus cabañas...</VisuallyHidden>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }

  if (error && !data) {
    const failure = error as Error & { status?: number; code?: string };
    if (failure.status === 403 && failure.code === 'NOT_HOST') return <HostOffer />;
    const detail = failure.status === 0 ? AUTH_UI_MESSAGES.offline : failure.message;
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Title>{CABINS_FAILED}</Alert.Title>
          {detail && detail !== CABINS_FAILED && <Alert.Description>{detail}</Alert.Description>}
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

  const cabins = data?.cabins ?? [];
  return (
    <Stack gap="6">
      <AddCabin clientId={clientId} emptyList={cabins.length === 0} />
      {cabins.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>Aún no tienes cabañas</EmptyState.Title>
              <EmptyState.Description>
                Agrega tu primera cabaña: empieza como borrador y la publicas cuando tenga fotos,
                precio, ubicación y descripción.
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {cabins.map((cabin) => (
            <li key={cabin._id}>
              <HostCabinCard cabin={cabin} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
