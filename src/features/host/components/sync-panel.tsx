import {
  Alert,
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  Input,
  List,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ERROR_TEXT_COLOR, FormField } from '../../../components/form/form-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { addDays, nightsBetween } from '../../../shared/dates.ts';
import { formatDateSpelled, formatDateTimeLong, nightsLabel } from '../../../shared/format.ts';
import { icalFeedSchema } from '../../../shared/validation/host.ts';
import type { HostCabinDetail } from '../api/host-cabin.ts';
import {
  useAddFeed,
  useDeleteFeed,
  useIcalFeeds,
  useRotateIcal,
  useSyncFeed,
  type IcalFeed,
} from '../api/host-editor.ts';

const SYNC_FAILURE = {
  failed: 'No se pudo cambiar la sincronización',
  unexpected: 'Ocurrió un error al cambiar la sincronización',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The export address: copied whole, and replaced by 'Generar nueva dirección'. */
function ExportAddress({ cabin }: { cabin: HostCabinDetail }) {
  const rotate = useRotateIcal(cabin._id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const address = new URL(cabin.icalExportUrl, window.location.origin).href;

  const copy = async () => {
    setError(null);
    try {
      await navigator.clipboard.writeText(address);
      toaster.create({ type: 'success', title: 'Dirección copiada' });
    } catch {
      // Without clipboard access the address is selected, for the person to copy it.
      input.current?.select();
      setError('No se pudo copiar: la dirección quedó seleccionada, cópiala con Ctrl+C.');
    }
  };

  const renew = async () => {
    setError(null);
    try {
      const answer = await rotate.mutateAsync();
      setConfirming(false);
      toaster.create({ type: 'success', title: answer.message || 'Nueva dirección generada' });
    } catch (failure) {
      setError(failureMessage(failure, SYNC_FAILURE));
    }
  };

  return (
    <Stack as="section" aria-labelledby="ical-export-title" gap="4">
      <Heading as="h2" size="md" id="ical-export-title">
        Exportar el calendario de Refugio
      </Heading>
      <Text color="fg.muted">
        Pega esta dirección en Airbnb, Booking.com o Vrbo para que vean las noches reservadas y
        bloqueadas aquí. No lleva datos de tus huéspedes.
      </Text>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1">
          <FormField label="Dirección de exportación (iCal)">
            <Input ref={input} value={address} readOnly fontFamily="mono" fontSize="sm" />
          </FormField>
        </Box>
        <Button alignSelf={{ base: 'stretch', sm: 'flex-end' }} onClick={() => void copy()}>
          Copiar dirección
        </Button>
      </Flex>
      {confirming ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>¿Generar una dirección nueva?</Alert.Title>
            <Alert.Description>
              La dirección actual dejará de funcionar: tendrás que pegar la nueva en cada sitio que
              la use.
            </Alert.Description>
            <Flex gap="2" mt="3" wrap="wrap">
              <Button
                colorPalette="red"
                size="sm"
                loading={rotate.isPending}
                loadingText="Generando..."
                onClick={() => void renew()}
              >
                Sí, generar nueva dirección
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
                Cancelar
              </Button>
            </Flex>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Button variant="outline" alignSelf="flex-start" onClick={() => setConfirming(true)}>
          Generar nueva dirección
        </Button>
      )}
      <FormError message={error} />
    </Stack>
  );
}

function conflictText(c: { checkIn: string; checkOut: string }) {
  const nights = nightsBetween(c.checkIn, c.checkOut);
  return `Del ${formatDateSpelled(c.checkIn)} al ${formatDateSpelled(addDays(c.checkOut, -1))} (${nightsLabel(nights)})`;
}

function FeedItem({ cabinId, feed }: { cabinId: string; feed: IcalFeed }) {
  const sync = useSyncFeed(cabinId);
  const remove = useDeleteFeed(cabinId);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: 'sync' | 'remove') => {
    setError(null);
    try {
      const answer =
        action === 'sync' ? await sync.mutateAsync(feed.id) : await remove.mutateAsync(feed.id);
      toaster.create({ type: 'success', title: answer.message || 'Listo' });
    } catch (failure) {
      setError(failureMessage(failure, SYNC_FAILURE));
    }
  };
  return (
    <List.Item borderWidth="1px" rounded="lg" p="4">
      <Stack gap="2" as="article" aria-label={feed.name}>
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h3" size="sm">
            {feed.name}
          </Heading>
          {feed.lastError ? (
            <Badge colorPalette="red">Con error</Badge>
          ) : feed.lastSyncedAt ? (
            <Badge colorPalette="green">Sincronizado</Badge>
          ) : (
            <Badge colorPalette="gray">Sin sincronizar</Badge>
          )}
        </Flex>
        <Text fontSize="sm" fontFamily="mono" wordBreak="break-all" color="fg.muted">
          {feed.url}
        </Text>
        <Text fontSize="sm">
          {feed.lastSyncedAt
            ? `Última sincronización: ${formatDateTimeLong(feed.lastSyncedAt)}`
            : 'Aún no se ha sincronizado.'}{' '}
          {feed.lastSyncedAt && `Eventos importados: ${feed.eventsImported}.`}
        </Text>
        {feed.lastError && (
          <Text fontSize="sm" color={ERROR_TEXT_COLOR}>
            Último error
            {feed.lastAttemptAt ? ` (${formatDateTimeLong(feed.lastAttemptAt)})` : ''}:{' '}
            {feed.lastError}
          </Text>
        )}
        {feed.conflicts.length > 0 && (
          <Box fontSize="sm">
            <Text fontWeight="semibold">
              {plural(feed.conflicts.length, 'evento choca', 'eventos chocan')} con reservas de
              Refugio (no se bloquearon):
            </Text>
            <List.Root ps="5">
              {feed.conflicts.map((c) => (
                <List.Item key={`${c.checkIn}-${c.checkOut}`}>{conflictText(c)}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        <FormError message={error} />
        <Flex gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            loading={sync.isPending}
            loadingText="Sincronizando..."
            onClick={() => void act('sync')}
            aria-label={`Sincronizar ahora ${feed.name}`}
          >
            Sincronizar ahora
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={remove.isPending}
            loadingText="Eliminando..."
            onClick={() => void act('remove')}
            aria-label={`Eliminar ${feed.name}`}
          >
            Eliminar
          </Button>
        </Flex>
      </Stack>
    </List.Item>
  );
}

function AddFeedForm({ cabinId }: { cabinId: string }) {
  const add = useAddFeed(cabinId);
  const [error, setError] = useState<string | null>(null);
  // A new form (empty) after each feed added.
  const [round, setRound] = useState(0);
  return (
    <ServerForm
      key={round}
      initialValues={{ name: '', url: '' }}
      validationSchema={icalFeedSchema}
      onSubmit={async (values) => {
        setError(null);
        const answer = await add.mutateAsync(icalFeedSchema.cast(values));
        toaster.create({ type: 'success', title: answer.message || 'Calendario agregado' });
        setRound((r) => r + 1);
      }}
      onFailure={(failure) => setError(failureMessage(failure, SYNC_FAILURE))}
      aria-label="Importar un calendario"
    >
      <Stack gap="4" borderWidth="1px" rounded="lg" p="4">
        <Heading as="h3" size="sm">
          Importar un calendario
        </Heading>
        <TextField
          name="name"
          label="Nombre"
          required
          maxLength={60}
          autoComplete="off"
          placeholder="Airbnb"
        />
        <TextField
          name="url"
          label="Dirección del calendario (iCal)"
          required
          type="url"
          inputMode="url"
          maxLength={2000}
          autoComplete="off"
          placeholder="https://www.airbnb.mx/calendar/ical/….ics"
        />
        <FormError message={error} />
        <SubmitButton size="md" width="auto" alignSelf="flex-start" loadingText="Agregando...">
          Agregar calendario
        </SubmitButton>
      </Stack>
    </ServerForm>
  );
}

function ImportFeeds({ cabinId }: { cabinId: string }) {
  const feeds = useIcalFeeds(cabinId);
  return (
    <Stack as="section" aria-labelledby="ical-import-title" gap="4">
      <Heading as="h2" size="md" id="ical-import-title">
        Importar calendarios de otros sitios
      </Heading>
      <Text color="fg.muted">
        Las noches ocupadas en Airbnb, Booking.com o Vrbo se bloquean aquí. Refugio revisa cada
        calendario periódicamente; «Sincronizar ahora» lo revisa al momento.
      </Text>
      {feeds.isPending ? (
        <Spinner aria-label="Cargando los calendarios importados" />
      ) : feeds.isError ? (
        <FormError
          message={failureMessage(feeds.error, {
            failed: 'No se pudieron cargar los calendarios importados',
            unexpected: 'No se pudieron cargar los calendarios importados',
          })}
        />
      ) : feeds.data.length ? (
        <List.Root gap="3" listStyleType="none">
          {feeds.data.map((feed) => (
            <FeedItem key={feed.id} cabinId={cabinId} feed={feed} />
          ))}
        </List.Root>
      ) : (
        <Text>Aún no importas ningún calendario.</Text>
      )}
      <AddFeedForm cabinId={cabinId} />
    </Stack>
  );
}

/**
 * 'Sincronización' of the cabin editor (RFC 5545 calendars, ARCHITECTURE "Hosts"): the cabin's
 * export address and its import feeds.
 */
export function SyncPanel({ cabin }: { cabin: HostCabinDetail }) {
  return (
    <Stack gap="10">
      <ExportAddress cabin={cabin} />
      <ImportFeeds cabinId={cabin._id} />
    </Stack>
  );
}
