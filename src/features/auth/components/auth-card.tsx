import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the login and register pages: a centred card on phones and desktops. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="main"
      flex="1"
      width="full"
      maxW="md"
      mx="auto"
      px={{ base: '4', sm: '6' }}
      py={{ base: '8', md: '12' }}
    >
      <Stack
        gap="6"
        bg="bg"
        borderWidth={{ base: '0', sm: '1px' }}
        borderColor="border.muted"
        borderRadius="2xl"
        boxShadow={{ base: 'none', sm: 'sm' }}
        p={{ base: '0', sm: '8' }}
      >
        <Stack gap="1" textAlign="center">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
