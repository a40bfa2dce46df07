import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useState, type ReactNode } from 'react';
import { FormError } from '../../../components/form/form-error.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { HOST_MESSAGES, NO_LOCATION } from '../../../shared/host.ts';
import {
  cabinLocationSchema,
  HOST_LIMITS,
  type CabinPatchInput,
} from '../../../shared/validation/host.ts';
import { useUpdateHostCabin, type HostCabinDetail } from '../api/host-cabin.ts';

export const LOCATION_FAILURE = {
  failed: 'No se pudo guardar la ubicación',
  unexpected: 'Ocurrió un error al guardar la ubicación',
};

export interface PinPosition {
  latitude: number;
  longitude: number;
}

/**
 * The map the panel draws its pin on. The map is another feature (Leaflet, lazy-loaded): the
 * route composes it in, as the cabin page's map (features do not import each other).
 */
export type RenderLocationMap = (map: {
  position: PinPosition | null;
  onChange: (position: PinPosition) => void;
}) => ReactNode;

interface LocationValues {
  location: {
    address: string;
    population: string;
    state: string;
    latitude: string;
    longitude: string;
  };
}

function valuesOf(cabin: HostCabinDetail): LocationValues {
  const { address, population, state, latitude, longitude } = cabin.location;
  // A draft's stand-in location (0, 0) is no pin at all.
  const unset = latitude === NO_LOCATION.latitude && longitude === NO_LOCATION.longitude;
  return {
    location: {
      address: address ?? '',
      population: population ?? '',
      state: state ?? '',
      latitude: unset ? '' : String(latitude),
      longitude: unset ? '' : String(longitude),
    },
  };
}

/** The pin the fields hold, when both are numbers inside Mexico's box (else no pin is drawn). */
function pinOf(values: LocationValues): PinPosition | null {
  const { latitude, longitude } = values.location;
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  const [minLat, maxLat] = HOST_LIMITS.latitude;
  const [minLng, maxLng] = HOST_LIMITS.longitude;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < minLat || lat > maxLat || lng < minLng || lng > maxLng) return null;
  return { latitude: lat, longitude: lng };
}

/** The map and the coordinate fields are two views of the same two values. */
function PinMap({ renderMap }: { renderMap: RenderLocationMap }) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<LocationValues>();
  return (
    <>
      {renderMap({
        position: pinOf(values),
        onChange: (position) => {
          void setFieldValue('location.latitude', String(position.latitude));
          void setFieldValue('location.longitude', String(position.longitude));
          void setFieldTouched('location.latitude', true, false);
          void setFieldTouched('location.longitude', true, false);
        },
      })}
    </>
  );
}

const coordinateProps = { inputMode: 'decimal', autoComplete: 'off', required: true } as const;

/**
 * 'Ubicación' of the cabin editor: the address, the destination guests search by (population,
 * state) and the pin on the map (drag it, click the map, or move it with the arrow keys; its
 * coordinates are fields that can also be typed). Saved on its own (PATCH `location`) with the
 * shared schema's Spanish messages and limits.
 */
export function LocationPanel({
  cabin,
  renderMap,
}: {
  cabin: HostCabinDetail;
  renderMap: RenderLocationMap;
}) {
  const update = useUpdateHostCabin(cabin._id);
  const [error, setError] = useState<string | null>(null);
  return (
    <ServerForm
      initialValues={valuesOf(cabin)}
      validationSchema={cabinLocationSchema}
      onSubmit={async (values) => {
        setError(null);
        const patch = cabinLocationSchema.cast(values) as CabinPatchInput;
        const answer = await update.mutateAsync(patch);
        toaster.create({ type: 'success', title: answer.message || HOST_MESSAGES.cabinUpdated });
      }}
      onFailure={(failure) => setError(failureMessage(failure, LOCATION_FAILURE))}
      aria-label="Ubicación de la cabaña"
    >
      <Stack gap="6">
        <TextField
          name="location.address"
          label="Dirección"
          required
          maxLength={HOST_LIMITS.addressMax}
          autoComplete="street-address"
          helperText="Calle, número y colonia, o cómo llegar si no hay número."
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            name="location.population"
            label="Población"
            required
            maxLength={HOST_LIMITS.placeMax}
            autoComplete="address-level2"
            helperText="El destino que buscan los huéspedes, p. ej. Valle de Bravo."
          />
          <TextField
            name="location.state"
            label="Estado"
            required
            maxLength={HOST_LIMITS.placeMax}
            autoComplete="address-level1"
          />
        </SimpleGrid>
        <Stack gap="3">
          <Text fontWeight="semibold">Punto en el mapa</Text>
          <Text fontSize="sm" color="fg.muted">
            Arrastra el punto o haz clic en el mapa. Con el teclado: enfoca el punto con Tab y
            muévelo con las flechas (Mayús + flecha lo mueve más lejos), o escribe las coordenadas.
          </Text>
          <PinMap renderMap={renderMap} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              name="location.latitude"
              label="Latitud"
              helperText={`Entre ${HOST_LIMITS.latitude[0]} y ${HOST_LIMITS.latitude[1]}`}
              {...coordinateProps}
            />
            <TextField
              name="location.longitude"
              label="Longitud"
              helperText={`Entre ${HOST_LIMITS.longitude[0]} y ${HOST_LIMITS.longitude[1]}`}
              {...coordinateProps}
            />
          </SimpleGrid>
        </Stack>
        <FormError message={error} />
        <SubmitButton loadingText="Guardando ubicación...">Guardar ubicación</SubmitButton>
      </Stack>
    </ServerForm>
  );
}
