import { Button, Flex } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/** The console's pages; adding one is one entry here. */
const HOST_PAGES = [
  { href: paths.host.getHref(), label: 'Mis cabañas' },
  { href: paths.hostReservations.getHref(), label: 'Reservas' },
] as const;

/** The host console's navigation ('Panel de anfitrión'), the current page marked. */
export function HostNav() {
  const { pathname } = useLocation();
  return (
    <Flex as="nav" aria-label="Panel de anfitrión" gap="2" wrap="wrap">
      {HOST_PAGES.map((page) => {
        const current = pathname === page.href;
        return (
          <Button
            key={page.href}
            asChild
            size="sm"
            variant={current ? 'solid' : 'outline'}
            colorPalette="brand"
          >
            <Link to={page.href} aria-current={current ? 'page' : undefined}>
              {page.label}
            </Link>
          </Button>
        );
      })}
    </Flex>
  );
}
