import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { AccountInfo } from '../../features/auth/components/account-info.tsx';
import { PreferencesForm } from '../../features/auth/components/preferences-form.tsx';
import { ProfileForm } from '../../features/auth/components/profile-form.tsx';
import { RequireAuth } from '../../features/auth/components/require-auth.tsx';
import { UserMenu } from '../../features/auth/components/user-menu.tsx';
import { useSession } from '../../lib/session.ts';

function ProfilePage() {
  const client = useSession()?.client;
  if (!client) return null;
  return (
    <Box as="main" flex="1" width="full" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Mi perfil
          </Heading>
          <Text color="fg.muted">
            Hola, {client.firstName}. Aquí puedes actualizar tus datos y tus avisos.
          </Text>
        </Stack>
        <AccountInfo client={client} />
        <ProfileForm client={client} />
        <PreferencesForm client={client} />
      </Stack>
    </Box>
  );
}

/** /profile (signed-in only). */
export function ProfileRoute() {
  return (
    <>
      <SiteHeader right={<UserMenu />} />
      <RequireAuth>
        <ProfilePage />
      </RequireAuth>
    </>
  );
}
