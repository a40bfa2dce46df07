import { Button } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/** Placeholder until the accounts feature lands: a link to log in. */
export function UserMenu() {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.login.getHref()}>Iniciar sesión</Link>
    </Button>
  );
}
