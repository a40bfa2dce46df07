import { Button, Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { PhoneField, TextField } from '../../../components/form/text-fields.tsx';
import { AUTH_UI_MESSAGES } from '../../../shared/auth-messages.ts';
import { normalizePhone } from '../../../shared/format.ts';
import type { Client } from '../../../shared/types.ts';
import { phonePayload, profileSchema } from '../../../shared/validation/auth.ts';
import { saveToasts } from '../lib/save-toasts.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const toasts = saveToasts(AUTH_UI_MESSAGES.profile);

/** Personal information (SPEC §2 Profile): names and the optional +52 phone. */
export function ProfileForm({ client }: { client: Client }) {
  const update = useUpdateProfile();
  const initialValues = {
    firstName: client.firstName,
    lastName: client.lastName,
    phone: normalizePhone(client.phone),
  };
  return (
    <Card.Root as="section" aria-labelledby="personal-info-title" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="personal-info-title">
          Información personal
        </Heading>
      </Card.Header>
      <Card.Body>
        <ServerForm
          initialValues={initialValues}
          validationSchema={profileSchema}
          onSubmit={async (values) => {
            await update.mutateAsync(
              profileSchema.cast({ ...values, phone: phonePayload(values.phone) }),
            );
            toasts.saved();
          }}
          onFailure={toasts.failed}
          aria-labelledby="personal-info-title"
        >
          {({ isSubmitting }) => (
            <>
              <Stack gap="5">
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                  <TextField name="firstName" label="Nombre" autoComplete="given-name" required />
                  <TextField name="lastName" label="Apellido" autoComplete="family-name" required />
                </SimpleGrid>
                <PhoneField
                  name="phone"
                  label="Teléfono"
                  helperText="Opcional - 10 dígitos sin espacios"
                />
                <Button
                  type="submit"
                  colorPalette="brand"
                  alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                  loading={isSubmitting}
                  loadingText="Guardando..."
                >
                  Guardar cambios
                </Button>
              </Stack>
            </>
          )}
        </ServerForm>
      </Card.Body>
    </Card.Root>
  );
}
