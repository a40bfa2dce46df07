import { Box, chakra, Flex, IconButton } from '@chakra-ui/react';
import { SearchIcon } from './icons.tsx';
import type { SearchController } from '../hooks/use-search-controller.ts';
import type { SearchPanel } from '../hooks/use-search-state.ts';
import { datesSummary, guestsSummary, shortLocation } from './search-summary.ts';

/** The desktop bar folded into a pill (on scroll): a click opens the bar at the part clicked. */
export function CompactPill({
  controller,
  onOpen,
}: {
  controller: SearchController;
  onOpen(panel: SearchPanel): void;
}) {
  const { values } = controller.state;
  const part = (text: string, panel: SearchPanel, label: string, strong: boolean) => (
    <chakra.button
      type="button"
      onClick={() => onOpen(panel)}
      aria-label={`${label}: ${text}`}
      px="4"
      h="full"
      fontSize="sm"
      fontWeight={strong ? '600' : '500'}
      color={strong ? 'fg' : 'fg.muted'}
      truncate
      maxW="14rem"
      cursor="pointer"
      borderRadius="full"
      _hover={{ bg: 'bg.muted' }}
    >
      {text}
    </chakra.button>
  );
  return (
    <Flex
      role="search"
      aria-label="Buscar cabañas"
      align="center"
      h="12"
      ps="2"
      pe="2"
      borderWidth="1px"
      borderColor="border"
      borderRadius="full"
      bg="bg"
      boxShadow="0 1px 2px rgba(0,0,0,0.08), 0 4px 12px rgba(0,0,0,0.05)"
      _hover={{ boxShadow: '0 2px 4px rgba(0,0,0,0.18)' }}
      transition="box-shadow 0.2s"
      animation="fade-in 0.2s ease-out"
    >
      {part(shortLocation(values.location), 'location', 'Destino', true)}
      <Box aria-hidden="true" h="6" w="1px" bg="border" />
      {part(datesSummary(values), 'checkIn', 'Fechas', true)}
      <Box aria-hidden="true" h="6" w="1px" bg="border" />
      {part(guestsSummary(values.guests), 'guests', 'Huéspedes', values.guests > 0)}
      <IconButton
        aria-label="Buscar"
        colorPalette="brand"
        rounded="full"
        size="sm"
        ms="1"
        onClick={() => onOpen('location')}
      >
        <SearchIcon boxSize="4" />
      </IconButton>
    </Flex>
  );
}
