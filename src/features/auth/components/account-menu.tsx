import { Box, Menu, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { startFavoritesAccount } from '../../../lib/favorites-account.ts';
import { useSession } from '../../../lib/session.ts';
import { signOutAndLeave } from '../api/logout.ts';
import type { FromState } from '../lib/redirect.ts';
import { UserMenuButton } from './user-menu-button.tsx';

export interface AccountMenuProps {
  /** Opened (by click or Enter) before this code had loaded: open now. */
  openOnMount?: boolean;
  /** The stand-in button had the focus (read once mounted): the real one takes it over. */
  focusOnMount?: boolean | { readonly current: boolean };
}

/** The header's account menu (SPEC §2 User menu): a keyboard-operable menu button. */
export default function AccountMenu({
  openOnMount = false,
  focusOnMount = false,
}: AccountMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(openOnMount);
  // The hearts follow the account (issue 18): started here, in this chunk loaded after start-up
  // on every page with the header, so the start-up code carries none of it.
  useEffect(() => startFavoritesAccount(), []);
  // The stand-in can also be clicked while this code is arriving, just after it mounted.
  useEffect(() => {
    if (openOnMount) setOpen(true);
  }, [openOnMount]);
  useEffect(() => {
    const focused = typeof focusOnMount === 'boolean' ? focusOnMount : focusOnMount.current;
    if (focused && !openOnMount) triggerRef.current?.focus();
    // Only the first render matters: these describe what happened before the menu existed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = session?.client;
  // A host or an operator goes to the console; a guest is offered to become a host.
  const isHost = Boolean(client?.roles?.some((role) => role === 'host' || role === 'admin'));
  const fromHere: FromState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };

  const links: Record<string, { to: string; state?: FromState }> = {
    profile: { to: paths.profile.getHref() },
    reservations: { to: paths.myReservations.getHref() },
    favorites: { to: paths.favorites.getHref() },
    host: { to: isHost ? paths.host.getHref() : paths.hostOnboard.getHref() },
    login: { to: paths.login.getHref(), state: fromHere },
    register: { to: paths.register.getHref() },
  };
  const signOut = () => signOutAndLeave(() => navigate(paths.home.getHref()));

  return (
    <Menu.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
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
        <UserMenuButton ref={triggerRef} client={client} />
      </Menu.Trigger>
      {/* Not portalled: the open menu stays inside the header's banner landmark (axe "region"). */}
      <Menu.Positioner>
        {/* No exit animation: a close while the opening one still runs (a quick Escape) left the
            closed menu on screen, its presence waiting for an animationend that never came. */}
        <Menu.Content minW="64" py="2" _closed={{ animationName: 'none' }}>
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
              <Menu.Item value="favorites" asChild>
                <Link to={links.favorites.to}>Favoritos</Link>
              </Menu.Item>
              <Menu.Item value="host" asChild>
                <Link to={links.host.to}>
                  {isHost ? 'Panel de anfitrión' : 'Publica tu cabaña'}
                </Link>
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
    </Menu.Root>
  );
}
