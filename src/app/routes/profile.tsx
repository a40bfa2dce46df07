import { Box, Heading } from '@chakra-ui/react';
import { SiteHeader } from '../../components/layout/site-header.tsx';

export function ProfileRoute() {
  return (
    <>
      <SiteHeader />
      <Box as="main" maxW="7xl" mx="auto" px="6" py="10">
        <Heading as="h1">Mi perfil</Heading>
      </Box>
    </>
  );
}
