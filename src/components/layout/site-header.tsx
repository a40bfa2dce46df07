import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from './logo.tsx';

/** The page header: logo to '/', an optional centre slot (search bar) and a right slot (user menu). */
export function SiteHeader({
  center,
  right,
  sticky = true,
}: {
  center?: ReactNode;
  right?: ReactNode;
  sticky?: boolean;
}) {
  return (
    <Box
      as="header"
      position={sticky ? 'sticky' : 'relative'}
      top="0"
      zIndex="docked"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="3"
        align="center"
        gap={{ base: '3', md: '4' }}
      >
        {/* On phones a search bar needs the room: the logo keeps only its mark. */}
        <Box flexShrink={0} display={center ? { base: 'none', md: 'block' } : undefined}>
          <Logo />
        </Box>
        {center && (
          <Box flexShrink={0} display={{ base: 'block', md: 'none' }}>
            <Logo compact />
          </Box>
        )}
        <Box flex="1" minW="0" display="flex" justifyContent="center">
          {center}
        </Box>
        <Box flexShrink={0}>{right}</Box>
      </Flex>
    </Box>
  );
}
