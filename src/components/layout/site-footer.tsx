import { Box, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { InstallButton } from '../install-button.tsx';

/** The site footer: legal links, 'Publica tu cabaña', the install button and the copyright. */
export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" mt="auto" bg="bg.subtle">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="6"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'flex-start', md: 'center' }}
        justify="space-between"
      >
        <HStack as="nav" aria-label="Legal" gap="5" fontSize="sm">
          <ChakraLink asChild color="fg.muted">
            <Link to={paths.terms.getHref()}>Términos y condiciones</Link>
          </ChakraLink>
          <ChakraLink asChild color="fg.muted">
            <Link to={paths.privacy.getHref()}>Aviso de privacidad</Link>
          </ChakraLink>
        </HStack>
        <ChakraLink asChild color="fg.muted" fontSize="sm">
          <Link to={paths.hostOnboard.getHref()}>Publica tu cabaña</Link>
        </ChakraLink>
        <InstallButton />
        <Text fontSize="sm" color="fg.muted">
          © Refugio
        </Text>
      </Flex>
    </Box>
  );
}
