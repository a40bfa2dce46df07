import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/form/choice-fields.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { ServerForm } from '../../../components/form/server-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { paths } from '../../../config/paths.ts';
import { failureMessage } from '../../../shared/auth-messages.ts';
import { hostOnboardSchema } from '../../../shared/validation/host.ts';
import { useHostOnboard } from '../api/onboard.ts';

export const ONBOARD_FAILURE = {
  failed: 'No se pudo completar tu registro como anfitrión',
  unexpected: 'Ocurrió un error al registrarte como anfitrión',
};

/** The host terms checkbox and 'Convertirme en anfitrión' (POST /api/host/onboard). */
export function OnboardForm({ onDone }: { onDone: () => void }) {
  const onboard = useHostOnboard();
  const [error, setError] = useState<string | null>(null);
  return (
    <ServerForm
      initialValues={{ acceptHostTerms: false }}
      validationSchema={hostOnboardSchema}
      onSubmit={async () => {
        setError(null);
        await onboard.mutateAsync();
        onDone();
      }}
      onFailure={(failure) => setError(failureMessage(failure, ONBOARD_FAILURE))}
      aria-label="Convertirme en anfitrión"
    >
      <Stack gap="5">
        <CheckboxField name="acceptHostTerms">
          Acepto los{' '}
          <ChakraLink asChild color="brand.700" fontWeight="medium" textDecoration="underline">
            <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
              términos para anfitriones
            </Link>
          </ChakraLink>
        </CheckboxField>
        <FormError message={error} />
        <SubmitButton loadingText="Registrando...">Convertirme en anfitrión</SubmitButton>
      </Stack>
    </ServerForm>
  );
}
