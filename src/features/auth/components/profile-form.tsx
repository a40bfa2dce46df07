import { Button, Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { toaster } from '../../../components/toaster.tsx';
import { AUTH_UI_MESSAGES, failureMessage, fieldErrorsOf } from '../../../shared/auth-messages.ts';
import { normalizePhone } from '../../../shared/format.ts';
import type { Client } from '../../../shared/types.ts';
import { phonePayload, profileSchema } from '../../../shared/validation/auth.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { digitsOnly } from '../lib/phone-input.ts';
import { TextField } from './form-fields.tsx';

const texts = AUTH_UI_MESSAGES.profile;

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
        <Formik
          initialValues={initialValues}
          validationSchema={profileSchema}
          onSubmit={async (values, helpers) => {
            try {
              await update.mutateAsync(
                profileSchema.cast({ ...values, phone: phonePayload(values.phone) }),
              );
              toaster.create({
                type: 'success',
                title: texts.successTitle,
                description: texts.successDescription,
              });
            } catch (failure) {
              const fields = fieldErrorsOf(failure);
              if (fields) helpers.setErrors(fields);
              toaster.create({
                type: 'error',
                title: texts.errorTitle,
                description: failureMessage(failure, texts),
              });
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-labelledby="personal-info-title">
              <Stack gap="5">
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
                  <TextField name="firstName" label="Nombre" autoComplete="given-name" required />
                  <TextField name="lastName" label="Apellido" autoComplete="family-name" required />
                </SimpleGrid>
                <TextField
                  name="phone"
                  label="Teléfono"
                  type="tel"
                  autoComplete="tel-national"
                  inputMode="numeric"
                  placeholder="5512345678"
                  startAddon="+52"
                  sanitize={digitsOnly}
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
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
