import { Box, Button, Circle, Menu, Portal, Text } from '@chakra-ui/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { logout } from '../api/logout.ts';
import type { FromState } from '../lib/redirect.ts';
import { MenuIcon, UserIcon } from './icons.tsx';

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}`.toUpperCase();
}

/** The header's account menu (SPEC §2 User menu): a keyboard-operable menu button. */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = session?.client;
  const fromHere: FromState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };

  const signOut = async () => {
    // Leave the signed-in page first, so its guard does not send the guest to /login.
    await navigate(paths.home.getHref(), { flushSync: true });
    await logout();
  };

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      // Enter on a link item: a real click, so the router's Link handles it (no page reload).
      navigate={({ node }) => queueMicrotask(() => node.click())}
      onSelect={({ value }) => {
        if (value === 'logout') void signOut();
      }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          borderRadius="full"
          px="2"
          gap="2"
          height="10"
          aria-label="Menú de usuario"
        >
          <Box as="span" fontSize="lg" color="fg.muted" ps="1">
            <MenuIcon />
          </Box>
          {client ? (
            <Circle size="7" bg="brand.600" color="white" fontSize="xs" fontWeight="bold">
              {initials(client.firstName, client.lastName)}
            </Circle>
          ) : (
            <Circle size="7" bg="gray.600" color="white" fontSize="md">
              <UserIcon />
            </Circle>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" py="2">
            {client ? (
              <>
                <Box px="3" py="2">
                  <Text fontWeight="semibold" lineClamp={1}>
                    {client.firstName} {client.lastName}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                    {client.email}
                  </Text>
                </Box>
                <Menu.Separator />
                <Menu.Item value="profile" asChild>
                  <Link to={paths.profile.getHref()}>Mi perfil</Link>
                </Menu.Item>
                <Menu.Item value="reservations" asChild>
                  <Link to={paths.myReservations.getHref()}>Mis reservas</Link>
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="logout">Cerrar sesión</Menu.Item>
              </>
            ) : (
              <>
                <Menu.Item value="login" asChild fontWeight="semibold">
                  <Link to={paths.login.getHref()} state={fromHere}>
                    Iniciar sesión
                  </Link>
                </Menu.Item>
                <Menu.Item value="register" asChild>
                  <Link to={paths.register.getHref()}>Registrarse</Link>
                </Menu.Item>
                <Menu.Separator />
                <Text px="3" py="2" fontSize="sm" color="fg.muted" maxW="64">
                  Inicia sesión para ver tus reservas y preferencias
                </Text>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
