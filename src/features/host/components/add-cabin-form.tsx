import { Stack } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState } from 'react';
import { FormError } from '../../../components/form/form-error.tsx';
import { FormField } from '../../../components/form/form-field.tsx';
import { NativeSelect } from '../../../components/form/native-select.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { ACCOMMODATION_TYPES } from '../../../shared/host.ts';
import { cabinCreateSchema, HOST_LIMITS } from '../../../shared/validation/host.ts';
import { useCreateHostCabin } from '../api/host-cabins.ts';

export const ADD_CABIN_FAILURE = {
  failed: 'No se pudo crear la cabaña',
  unexpected: 'Ocurrió un error al crear la cabaña',
};

interface AddCabinValues {
  propertyDetails: { name: string; accomodationType: string; maxOccupancy: string };
}

const initialValues: AddCabinValues = {
  propertyDetails: { name: '', accomodationType: ACCOMMODATION_TYPES[0], maxOccupancy: '2' },
};

function TypeField() {
  const [field, meta] = useField<string>('propertyDetails.accomodationType');
  return (
    <FormField
      label="Tipo de alojamiento"
      required
      error={meta.touched && meta.error ? meta.error : undefined}
    >
      <NativeSelect {...field}>
        {ACCOMMODATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/**
 * 'Agregar cabaña': what a draft needs to exist (name, type, capacity), with the shared schema's
 * messages; the rest is filled in the cabin editor before publishing.
 */
export function AddCabinForm({
  clientId,
  onCreated,
}: {
  clientId: string;
  onCreated: (message: string) => void;
}) {
  const create = useCreateHostCabin(clientId);
  const [error, setError] = useState<string | null>(null);
  return (
    <ServerForm
      initialValues={initialValues}
      validationSchema={cabinCreateSchema}
      onSubmit={async (values) => {
        setError(null);
        const answer = await create.mutateAsync(cabinCreateSchema.cast(values));
        onCreated(answer.message);
      }}
      onFailure={(failure) => setError(failureMessage(failure, ADD_CABIN_FAILURE))}
      aria-label="Agregar cabaña"
    >
      <Stack gap="4">
        <TextField
          name="propertyDetails.name"
          label="Nombre de la cabaña"
          required
          maxLength={HOST_LIMITS.nameMax}
          autoComplete="off"
        />
        <TypeField />
        <TextField
          name="propertyDetails.maxOccupancy"
          label="Huéspedes como máximo"
          type="number"
          inputMode="numeric"
          min={1}
          max={HOST_LIMITS.guestsMax}
          required
        />
        <FormError message={error} />
        <SubmitButton loadingText="Creando cabaña...">Crear borrador</SubmitButton>
      </Stack>
    </ServerForm>
  );
}
