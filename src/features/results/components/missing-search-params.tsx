import { Alert, Box, Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/** How long the notice stays before the page moves to home on its own. */
export const MISSING_PARAMS_REDIRECT_MS = 2500;

/**
 * SPEC §2: without a complete search the page goes home, saying why. The notice is shown here first
 * (home cannot be relied on to display it) and travels in the history state for home to repeat.
 */
export function MissingSearchParams({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(paths.home.getHref(), { replace: true, state: { notice: message } }),
      MISSING_PARAMS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, message]);

  return (
    <Box as="main" maxW="xl" mx="auto" px="4" py="16">
      <Alert.Root status="warning" borderRadius="lg" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message}</Alert.Title>
          <Alert.Description>Te llevamos al inicio para completar tu búsqueda.</Alert.Description>
        </Alert.Content>
        <Button asChild size="sm" variant="outline" flexShrink={0}>
          <Link to={paths.home.getHref()} replace>
            Ir al inicio
          </Link>
        </Button>
      </Alert.Root>
    </Box>
  );
}
