import { Box, Button, Circle, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import type { Client } from '../../../shared/types.ts';
import { MenuIcon, UserIcon } from '../../../components/icons/account.tsx';

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}`.toUpperCase();
}

type UserMenuButtonProps = ButtonProps & {
  client: Client | null | undefined;
  ref?: Ref<HTMLButtonElement>;
};

/** The round menu button of the header: the guest's initials when signed in. */
export function UserMenuButton({ client, ...props }: UserMenuButtonProps) {
  return (
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
      {...props}
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
  );
}
