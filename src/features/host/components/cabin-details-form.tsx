import { Box, Checkbox, CheckboxGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { getIn, useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { ERROR_TEXT_COLOR, FormField } from '../../../components/form/form-field.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { NativeSelect } from '../../../components/form/native-select.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { FEATURE_KEYS } from '../../../shared/amenities.ts';
import { amenityLabel } from '../../../shared/amenity-labels.ts';
import { failureMessage } from '../../../shared/auth-messages.ts';
import {
  ACCOMMODATION_TYPES,
  BOOKING_MODE_LABELS,
  BOOKING_MODES,
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_LABELS,
  HOST_MESSAGES,
} from '../../../shared/host.ts';
import { FEATURE_GROUPS, type FeatureGroup } from '../../../shared/types.ts';
import {
  cabinDetailsSchema,
  HOST_LIMITS,
  type CabinPatchInput,
} from '../../../shared/validation/host.ts';
import { useUpdateHostCabin, type HostCabinDetail } from '../api/host-cabin.ts';

export const DETAILS_FAILURE = {
  failed: 'No se pudieron guardar los cambios',
  unexpected: 'Ocurrió un error al guardar los cambios',
};

/** The amenity groups as the cabin page shows them, in the catalogue's order. */
export const AMENITY_GROUP_LABELS: Record<FeatureGroup, string> = {
  generalFeatures: 'General',
  views: 'Vistas',
  activities: 'Actividades',
  parking: 'Estacionamiento',
  restroomFeatures: 'Baño',
  kitchen: 'Cocina',
  sport: 'Deporte',
  livingRoom: 'Sala',
};

interface DetailsValues {
  propertyDetails: {
    name: string;
    accomodationType: string;
    minOccupancy: string;
    maxOccupancy: string;
    bedrooms: string;
  };
  additionalInfo: { nBeds: string; nRestrooms: string };
  accomodationDescription: string;
  /** The checked amenities of each group (only the catalogue's keys). */
  amenities: Record<FeatureGroup, string[]>;
  bookingMode: string;
  cancellationPolicy: string;
  checkInTime: string;
  checkOutTime: string;
  houseRules: string;
  checkInInstructions: string;
}

function valuesOf(cabin: HostCabinDetail): DetailsValues {
  const features = cabin.accommodationFeatures ?? {};
  return {
    propertyDetails: {
      name: cabin.propertyDetails.name,
      accomodationType: cabin.propertyDetails.accomodationType,
      minOccupancy: String(cabin.propertyDetails.minOccupancy),
      maxOccupancy: String(cabin.propertyDetails.maxOccupancy),
      bedrooms: String(cabin.propertyDetails.bedrooms),
    },
    additionalInfo: {
      nBeds: String(cabin.additionalInfo.nBeds),
      nRestrooms: String(cabin.additionalInfo.nRestrooms),
    },
    accomodationDescription: cabin.accomodationDescription ?? '',
    amenities: Object.fromEntries(
      FEATURE_GROUPS.map((group) => [
        group,
        FEATURE_KEYS[group].filter((key) => features[group]?.[key] === true),
      ]),
    ) as Record<FeatureGroup, string[]>,
    bookingMode: cabin.bookingMode ?? 'instant',
    cancellationPolicy: cabin.cancellationPolicy ?? 'non_refundable',
    checkInTime: cabin.checkInTime,
    checkOutTime: cabin.checkOutTime,
    houseRules: cabin.houseRules ?? '',
    checkInInstructions: cabin.checkInInstructions ?? '',
  };
}

/** The PATCH body: the form's values in the cabin record's shape, every amenity true or false. */
function patchOf(values: DetailsValues): CabinPatchInput {
  const { amenities, ...rest } = values;
  const accommodationFeatures = Object.fromEntries(
    FEATURE_GROUPS.map((group) => [
      group,
      Object.fromEntries(FEATURE_KEYS[group].map((key) => [key, amenities[group].includes(key)])),
    ]),
  );
  return cabinDetailsSchema.cast({ ...rest, accommodationFeatures }) as CabinPatchInput;
}

/** The schema checks the record's shape; the form keeps amenities as lists of checked keys. */
const formSchema = cabinDetailsSchema.omit(['accommodationFeatures']);

function SelectField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const [field, meta] = useField<string>(name);
  return (
    <FormField label={label} required error={meta.touched && meta.error ? meta.error : undefined}>
      <NativeSelect {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

function TextAreaField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const [field, meta] = useField<string>(name);
  return (
    <FormField
      label={label}
      helper={hint}
      error={meta.touched && meta.error ? meta.error : undefined}
    >
      <Textarea {...field} value={field.value ?? ''} rows={5} autoresize />
    </FormField>
  );
}

const numberProps = (min: number, max: number) =>
  ({ type: 'number', inputMode: 'numeric', min, max, required: true }) as const;

/** The min ≤ max guests rule is on the group, not on one field: shown under the capacity. */
function OccupancyOrderError() {
  const { errors, submitCount } = useFormikContext<DetailsValues>();
  const message = getIn(errors, 'propertyDetails') as unknown;
  if (!submitCount || typeof message !== 'string') return null;
  return (
    <Stack role="alert" color={ERROR_TEXT_COLOR} fontSize="sm">
      {message}
    </Stack>
  );
}

function AmenityGroups() {
  const { values, setFieldValue } = useFormikContext<DetailsValues>();
  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="semibold" mb="3">
        Amenidades
      </Box>
      <Stack gap="5">
        {FEATURE_GROUPS.map((group) => (
          <Box as="fieldset" key={group}>
            <Box as="legend" fontSize="sm" color="fg.muted" mb="2">
              {AMENITY_GROUP_LABELS[group]}
            </Box>
            <CheckboxGroup
              value={values.amenities[group]}
              onValueChange={(checked) => void setFieldValue(`amenities.${group}`, checked)}
            >
              <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
                {FEATURE_KEYS[group].map((key) => (
                  <Checkbox.Root key={key} value={key} colorPalette="brand">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">{amenityLabel(key)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </CheckboxGroup>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * 'Detalles' of the cabin editor: what the cabin is, whom it takes, its amenities and its house
 * texts, saved on its own (PATCH) with the shared schema's messages and limits.
 */
export function CabinDetailsForm({ cabin }: { cabin: HostCabinDetail }) {
  const update = useUpdateHostCabin(cabin._id);
  const [error, setError] = useState<string | null>(null);
  return (
    <ServerForm
      initialValues={valuesOf(cabin)}
      validationSchema={formSchema}
      onSubmit={async (values) => {
        setError(null);
        const answer = await update.mutateAsync(patchOf(values));
        toaster.create({ type: 'success', title: answer.message || HOST_MESSAGES.cabinUpdated });
      }}
      onFailure={(failure) => setError(failureMessage(failure, DETAILS_FAILURE))}
      aria-label="Detalles de la cabaña"
    >
      <Stack gap="6">
        <TextField
          name="propertyDetails.name"
          label="Nombre de la cabaña"
          required
          maxLength={HOST_LIMITS.nameMax}
          autoComplete="off"
        />
        <SelectField
          name="propertyDetails.accomodationType"
          label="Tipo de alojamiento"
          options={ACCOMMODATION_TYPES.map((type) => ({ value: type, label: type }))}
        />
        <TextAreaField
          name="accomodationDescription"
          label="Descripción"
          hint={`Hasta ${HOST_LIMITS.descriptionMax.toLocaleString('es-MX')} caracteres.`}
        />
        <Stack gap="2">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              name="propertyDetails.minOccupancy"
              label="Huéspedes como mínimo"
              {...numberProps(1, HOST_LIMITS.guestsMax)}
            />
            <TextField
              name="propertyDetails.maxOccupancy"
              label="Huéspedes como máximo"
              {...numberProps(1, HOST_LIMITS.guestsMax)}
            />
          </SimpleGrid>
          <OccupancyOrderError />
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <TextField
            name="propertyDetails.bedrooms"
            label="Recámaras"
            {...numberProps(0, HOST_LIMITS.roomsMax)}
          />
          <TextField
            name="additionalInfo.nBeds"
            label="Camas"
            {...numberProps(1, HOST_LIMITS.bedsMax)}
          />
          <TextField
            name="additionalInfo.nRestrooms"
            label="Baños"
            {...numberProps(1, HOST_LIMITS.roomsMax)}
          />
        </SimpleGrid>
        <AmenityGroups />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="checkInTime" label="Hora de llegada (check-in)" type="time" required />
          <TextField name="checkOutTime" label="Hora de salida (check-out)" type="time" required />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            name="bookingMode"
            label="Modo de reserva"
            options={BOOKING_MODES.map((mode) => ({
              value: mode,
              label: BOOKING_MODE_LABELS[mode],
            }))}
          />
          <SelectField
            name="cancellationPolicy"
            label="Política de cancelación"
            options={CANCELLATION_POLICIES.map((policy) => ({
              value: policy,
              label: CANCELLATION_POLICY_LABELS[policy],
            }))}
          />
        </SimpleGrid>
        <TextAreaField name="houseRules" label="Reglas de la casa" />
        <TextAreaField
          name="checkInInstructions"
          label="Instrucciones de llegada"
          hint="El huésped las ve solo cuando su reserva está confirmada."
        />
        <FormError message={error} />
        <SubmitButton loadingText="Guardando cambios...">Guardar cambios</SubmitButton>
      </Stack>
    </ServerForm>
  );
}
