import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteHeader } from '../../../components/layout/site-header.tsx';
import { RequireAuth } from '../../../features/auth/components/require-auth.tsx';
import { UserMenu } from '../../../features/auth/components/user-menu.tsx';
import { HostNav } from '../../../features/host/components/host-nav.tsx';
import { HostOffer } from '../../../features/host/components/host-offer.tsx';
import { canHost } from '../../../features/host/lib/roles.ts';
import { useSession } from '../../../lib/session.ts';

interface HostPageProps {
  /** The page's h1. */
  title: string;
  /** The line under it for a host (with the console's navigation). */
  intro: string;
  /** The line under it for a guest, who is offered to become a host instead of the page. */
  guestIntro?: string;
  /** The page of a host (or an operator), for their account. */
  children: (clientId: string) => ReactNode;
}

function HostPageBody({ title, intro, guestIntro, children }: HostPageProps) {
  const client = useSession()?.client;
  if (!client) return null;
  const host = canHost(client);
  const line = host ? intro : guestIntro;
  return (
    <Box as="main" flex="1" width="full" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {line && <Text color="fg.muted">{line}</Text>}
          {host && <HostNav />}
        </Stack>
        {host ? children(client.id) : <HostOffer />}
      </Stack>
    </Box>
  );
}

/**
 * The shell of the host console's pages (/host, /host/reservations): the header, signed-in only,
 * the title, the console's navigation, and for a guest the offer to become a host.
 */
export function HostPage(props: HostPageProps) {
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <RequireAuth>
        <HostPageBody {...props} />
      </RequireAuth>
    </>
  );
}
