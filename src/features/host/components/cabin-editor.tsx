import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Heading,
  List,
  Spinner,
  Stack,
  VStack,
} from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toaster } from '../../../components/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { CABIN_STATUS_LABELS, HOST_MESSAGES, type CabinStatus } from '../../../shared/host.ts';
import { useHostCabin, useSetCabinPublished, type HostCabinDetail } from '../api/host-cabin.ts';
import { CabinDetailsForm } from './cabin-details-form.tsx';
import { CalendarPanel } from './calendar-panel.tsx';
import { EditorTabs } from './editor-tabs.tsx';
import { LocationPanel, type RenderLocationMap } from './location-panel.tsx';
import { PhotosPanel } from './photos-panel.tsx';
import { PricingPanel } from './pricing-panel.tsx';
import { SyncPanel } from './sync-panel.tsx';

export const CABIN_NOT_FOUND = 'Cabaña no encontrada';
export const CABIN_FAILED = 'No se pudo cargar la cabaña';
const PUBLISH_FAILURE = {
  failed: 'No se pudo cambiar el estado de la cabaña',
  unexpected: 'Ocurrió un error al cambiar el estado de la cabaña',
};

const STATUS_PALETTE: Record<CabinStatus, string> = {
  published: 'green',
  draft: 'yellow',
  archived: 'gray',
};

interface EditorPanelProps {
  cabin: HostCabinDetail;
  /** The Leaflet map of 'Ubicación', passed in by the route (features do not import each other). */
  renderLocationMap: RenderLocationMap;
}

/** A part of the editor: its panel takes the cabin as the editor read it. */
export interface CabinEditorTab {
  /** Its value in the address: /host/cabins/:id?tab=precios. */
  value: string;
  label: string;
  Panel: ComponentType<EditorPanelProps>;
}

/** A new answer (a save, a publish) draws the form again from the stored values. */
function DetailsPanel({ cabin }: { cabin: HostCabinDetail }) {
  return <CabinDetailsForm key={cabin.updatedAt} cabin={cabin} />;
}

function LocationTab({ cabin, renderLocationMap }: EditorPanelProps) {
  return <LocationPanel cabin={cabin} renderMap={renderLocationMap} />;
}

/**
 * The editor's tabs, in the order of ARCHITECTURE "Hosts" ('Detalles', 'Ubicación', 'Fotos',
 * 'Precios', 'Calendario', 'Sincronización'); adding a part is one entry here.
 */
const CABIN_EDITOR_TABS: readonly CabinEditorTab[] = [
  { value: 'detalles', label: 'Detalles', Panel: DetailsPanel },
  { value: 'ubicacion', label: 'Ubicación', Panel: LocationTab },
  { value: 'fotos', label: 'Fotos', Panel: PhotosPanel },
  { value: 'precios', label: 'Precios', Panel: PricingPanel },
  { value: 'calendario', label: 'Calendario', Panel: CalendarPanel },
  { value: 'sincronizacion', label: 'Sincronización', Panel: SyncPanel },
];

interface PublishFailure {
  message: string;
  missing: string[];
}

function publishFailureOf(failure: unknown): PublishFailure {
  const body = (failure as { body?: unknown } | null)?.body;
  const missing = (body as { missing?: unknown } | null)?.missing;
  if (Array.isArray(missing) && missing.length) {
    return {
      message: HOST_MESSAGES.cannotPublish,
      missing: missing
        .map((m) => (m as { message?: unknown }).message)
        .filter((m): m is string => typeof m === 'string'),
    };
  }
  return { message: failureMessage(failure, PUBLISH_FAILURE), missing: [] };
}

/** The cabin's name, its status and 'Publicar' / 'Despublicar'. */
function EditorHeader({ cabin }: { cabin: HostCabinDetail }) {
  const setPublished = useSetCabinPublished(cabin._id);
  const [failure, setFailure] = useState<PublishFailure | null>(null);
  const published = cabin.status === 'published';
  const change = async () => {
    setFailure(null);
    try {
      const answer = await setPublished.mutateAsync(!published);
      toaster.create({
        type: 'success',
        title:
          answer.message ||
          (published ? HOST_MESSAGES.cabinUnpublished : HOST_MESSAGES.cabinPublished),
      });
    } catch (error) {
      setFailure(publishFailureOf(error));
    }
  };
  return (
    <Stack gap="4">
      <Button asChild variant="plain" alignSelf="flex-start" px="0" colorPalette="brand">
        <Link to={paths.host.getHref()}>← Mis cabañas</Link>
      </Button>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="4"
      >
        <Stack direction="row" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {cabin.propertyDetails.name}
          </Heading>
          <Badge colorPalette={STATUS_PALETTE[cabin.status] ?? 'gray'} size="lg">
            {CABIN_STATUS_LABELS[cabin.status] ?? cabin.status}
          </Badge>
        </Stack>
        <Button
          colorPalette="brand"
          variant={published ? 'outline' : 'solid'}
          loading={setPublished.isPending}
          loadingText={published ? 'Despublicando...' : 'Publicando...'}
          onClick={() => void change()}
        >
          {published ? 'Despublicar' : 'Publicar'}
        </Button>
      </Stack>
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{failure.message}</Alert.Title>
            {failure.missing.length > 0 && (
              <Alert.Description>
                <List.Root ps="5">
                  {failure.missing.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

function NotFound() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center" gap="2">
          <Heading as="h1" size="xl">
            {CABIN_NOT_FOUND}
          </Heading>
          <EmptyState.Description>Esta cabaña no existe o no es tuya.</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <Link to={paths.host.getHref()}>Volver a Mis cabañas</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The tabs, the selected one kept in the address (?tab=…) so that a reload comes back to it. */
function CabinEditorParts({ cabin, renderLocationMap }: EditorPanelProps) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = CABIN_EDITOR_TABS.find((t) => t.value === asked) ?? CABIN_EDITOR_TABS[0];
  const select = (value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return (
    <EditorTabs
      label="Partes de la cabaña"
      idPrefix="cabin-editor"
      tabs={CABIN_EDITOR_TABS}
      selected={tab.value}
      onSelect={select}
    >
      <tab.Panel cabin={cabin} renderLocationMap={renderLocationMap} />
    </EditorTabs>
  );
}

/** /host/cabins/:id: the cabin editor (ARCHITECTURE "Hosts"), a tab per part, each saved alone. */
export function CabinEditor({
  cabinId,
  renderLocationMap,
}: {
  cabinId: string;
  renderLocationMap: RenderLocationMap;
}) {
  const cabin = useHostCabin(cabinId);
  if (cabin.isPending) {
    return (
      <Stack align="center" py="16" aria-busy="true">
        <Spinner size="lg" color="brand.solid" aria-label="Cargando la cabaña" />
      </Stack>
    );
  }
  if (cabin.isError) {
    if ((cabin.error as { status?: number }).status === 404) return <NotFound />;
    return (
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {CABIN_FAILED}
        </Heading>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            {failureMessage(cabin.error, { failed: CABIN_FAILED, unexpected: CABIN_FAILED })}
          </Alert.Title>
        </Alert.Root>
        <Button onClick={() => void cabin.refetch()} alignSelf="flex-start">
          Reintentar
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <EditorHeader cabin={cabin.data} />
      <CabinEditorParts cabin={cabin.data} renderLocationMap={renderLocationMap} />
    </Stack>
  );
}
