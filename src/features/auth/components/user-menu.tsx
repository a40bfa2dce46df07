import { Box, Button, Circle, Menu, Portal, Text } from '@chakra-ui/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { signOutAndLeave } from '../api/logout.ts';
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

  const links: Record<string, { to: string; state?: FromState }> = {
    profile: { to: paths.profile.getHref() },
    reservations: { to: paths.myReservations.getHref() },
    login: { to: paths.login.getHref(), state: fromHere },
    register: { to: paths.register.getHref() },
  };
  const signOut = () => signOutAndLeave(() => navigate(paths.home.getHref()));

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      // Enter on a link item: route in the app (the menu's default would reload the page).
      navigate={({ value }) => {
        const target = links[value];
        if (target) void navigate(target.to, { state: target.state });
      }}
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
          // The name includes the initials shown on the button (WCAG 2.5.3, label in name).
          aria-label={
            client
              ? `${initials(client.firstName, client.lastName)}, menú de usuario`
              : 'Menú de usuario'
          }
        >
          <Box as="span" fontSize="lg" color="fg.muted" ps="1">
            <MenuIcon />
          </Box>
          {client ? (
            <Circle
              size="7"
              bg="brand.600"
              color="white"
              fontSize="xs"
              fontWeight="bold"
              aria-hidden="true"
            >
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
                  <Link to={links.profile.to}>Mi perfil</Link>
                </Menu.Item>
                <Menu.Item value="reservations" asChild>
                  <Link to={links.reservations.to}>Mis reservas</Link>
                </Menu.Item>
                <Menu.Separator />
                <Menu.Item value="logout">Cerrar sesión</Menu.Item>
              </>
            ) : (
              <>
                <Menu.Item value="login" asChild fontWeight="semibold">
                  <Link to={links.login.to} state={links.login.state}>
                    Iniciar sesión
                  </Link>
                </Menu.Item>
                <Menu.Item value="register" asChild>
                  <Link to={links.register.to}>Registrarse</Link>
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
