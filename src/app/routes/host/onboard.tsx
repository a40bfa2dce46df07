import { Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { SiteHeader } from '../../../components/layout/site-header.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { paths } from '../../../config/paths.ts';
import { RequireAuth } from '../../../features/auth/components/require-auth.tsx';
import { UserMenu } from '../../../features/auth/components/user-menu.tsx';
import { HostingExplained } from '../../../features/host/components/host-offer.tsx';
import { OnboardForm } from '../../../features/host/components/onboard-form.tsx';
import { canHost } from '../../../features/host/lib/roles.ts';
import { useSession } from '../../../lib/session.ts';
import { HOST_MESSAGES } from '../../../shared/host.ts';

function OnboardPage() {
  const client = useSession()?.client;
  const navigate = useNavigate();
  if (!client) return null;
  return (
    <Box as="main" flex="1" width="full" maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Publica tu cabaña
        </Heading>
        <HostingExplained />
        <Card.Root variant="outline">
          <Card.Body gap="4">
            {canHost(client) ? (
              <>
                <Text>Ya eres anfitrión.</Text>
                <Button asChild colorPalette="brand" alignSelf="flex-start">
                  <Link to={paths.host.getHref()}>Ir al panel de anfitrión</Link>
                </Button>
              </>
            ) : (
              <OnboardForm
                onDone={() => {
                  toaster.create({ type: 'success', title: HOST_MESSAGES.onboarded });
                  void navigate(paths.host.getHref());
                }}
              />
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}

/** /host/onboard, 'Publica tu cabaña': a signed-in guest accepts the host terms (signed-out: /login). */
export function HostOnboardRoute() {
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <RequireAuth>
        <OnboardPage />
      </RequireAuth>
    </>
  );
}
