import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { paths } from '../../config/paths.ts';

export function NotFoundRoute() {
  return (
    <>
      <SiteHeader />
      <Box as="main" maxW="2xl" mx="auto" px="6" py="20" textAlign="center">
        <Heading as="h1" size="3xl" mb="4">
          Oops! Page not found
        </Heading>
        <Text color="fg.muted" mb="8">
          La página que buscas no existe o cambió de lugar.
        </Text>
        <Button asChild colorPalette="brand">
          <Link to={paths.home.getHref()}>Volver al inicio</Link>
        </Button>
      </Box>
    </>
  );
}
