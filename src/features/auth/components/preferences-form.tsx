import { Button, Card, Heading, Stack, Separator } from '@chakra-ui/react';
import { SwitchField } from '../../../components/form/choice-fields.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { AUTH_UI_MESSAGES } from '../../../shared/auth-messages.ts';
import type { Client } from '../../../shared/types.ts';
import { preferencesSchema, type PreferencesPayload } from '../../../shared/validation/auth.ts';
import { saveToasts } from '../lib/save-toasts.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';

const toasts = saveToasts(AUTH_UI_MESSAGES.preferences);

/** Notification preferences (SPEC §2 Profile): three switches and one save button. */
export function PreferencesForm({ client }: { client: Client }) {
  const update = useUpdatePreferences();
  const initialValues: PreferencesPayload = {
    notifications: { ...client.preferences.notifications },
    newsletter: client.preferences.newsletter,
  };
  return (
    <Card.Root as="section" aria-labelledby="preferences-title" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="preferences-title">
          Preferencias de notificaciones
        </Heading>
      </Card.Header>
      <Card.Body>
        <ServerForm
          initialValues={initialValues}
          validationSchema={preferencesSchema}
          onSubmit={async (values) => {
            await update.mutateAsync(values);
            toasts.saved();
          }}
          onFailure={toasts.failed}
          aria-labelledby="preferences-title"
        >
          {({ isSubmitting }) => (
            <>
              <Stack gap="4">
                <SwitchField
                  name="notifications.email"
                  label="Notificaciones por correo"
                  description="Confirmaciones y recordatorios de tus reservas"
                />
                <Separator />
                <SwitchField
                  name="notifications.sms"
                  label="Notificaciones por SMS"
                  description="Avisos importantes en tu teléfono"
                />
                <Separator />
                <SwitchField
                  name="newsletter"
                  label="Boletín de novedades"
                  description="Nuevas cabañas y ofertas de temporada"
                />
                <Button
                  type="submit"
                  colorPalette="brand"
                  alignSelf={{ base: 'stretch', sm: 'flex-start' }}
                  mt="2"
                  loading={isSubmitting}
                  loadingText="Guardando..."
                >
                  Guardar preferencias
                </Button>
              </Stack>
            </>
          )}
        </ServerForm>
      </Card.Body>
    </Card.Root>
  );
}
