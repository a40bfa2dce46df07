import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import {
  destinationKey,
  destinationLabel,
  filterDestinations,
} from '../../../shared/destination-summary.ts';
import { describeDestination, type DestinationSummary } from '../../../shared/destinations.ts';
import { DestinationGlyph } from './icons.tsx';

export const NO_DESTINATIONS_MESSAGE = 'No hay destinos disponibles por el momento';

export interface DestinationOption {
  id: string;
  label: string;
  description: string;
  icon: ReturnType<typeof describeDestination>['icon'];
}

/** The suggestions for the typed text; a text that is already a chosen label shows them all. */
export function useDestinationOptions(
  destinations: readonly DestinationSummary[] | undefined,
  text: string,
  idPrefix: string,
): DestinationOption[] {
  return useMemo(() => {
    const list = destinations ?? [];
    const typed = text.trim();
    const isChosen = list.some((d) => destinationKey(d) === destinationKey(splitLabel(typed)));
    const matches = isChosen ? list : filterDestinations(list, typed);
    return matches.map((d, index) => ({
      id: `${idPrefix}-option-${index}`,
      label: destinationLabel(d),
      ...describeDestination(d.population, d.state),
    }));
  }, [destinations, text, idPrefix]);
}

function splitLabel(label: string): { population: string; state: string } {
  const comma = label.lastIndexOf(',');
  return comma < 0
    ? { population: label, state: '' }
    : { population: label.slice(0, comma).trim(), state: label.slice(comma + 1).trim() };
}

export function DestinationPanel({
  listboxId,
  options,
  activeIndex,
  status,
  typedText,
  onChoose,
  onHover,
}: {
  listboxId: string;
  options: DestinationOption[];
  activeIndex: number;
  status: 'pending' | 'error' | 'success';
  typedText: string;
  onChoose(label: string): void;
  onHover(index: number): void;
}) {
  const headingId = `${listboxId}-heading`;
  const hasAny = status === 'success' && (options.length > 0 || typedText.trim() !== '');
  return (
    <Box>
      <Heading as="h2" id={headingId} fontSize="sm" fontWeight="700" color="fg.muted" px="3" mb="2">
        Por la zona
      </Heading>
      {status === 'pending' && (
        <Flex align="center" gap="3" px="3" py="4" color="fg.muted" role="status">
          <Spinner size="sm" color="brand.600" />
          <Text fontSize="sm">Cargando destinos…</Text>
        </Flex>
      )}
      {status !== 'pending' && !hasAny && (
        <Text px="3" py="4" fontSize="sm" color="fg.muted" role="status">
          {NO_DESTINATIONS_MESSAGE}
        </Text>
      )}
      {hasAny && options.length === 0 && (
        <Text px="3" py="4" fontSize="sm" color="fg.muted" role="status">
          No encontramos destinos que coincidan con “{typedText.trim()}”. Puedes buscar tal cual o
          borrar el texto para ver todos.
        </Text>
      )}
      {/* The listbox stays in the DOM (possibly empty) so the combobox's aria-controls always resolves. */}
      <Box
        as="ul"
        role="listbox"
        id={listboxId}
        aria-labelledby={headingId}
        listStyleType="none"
        m="0"
        p="0"
        maxH={{ base: 'none', lg: '22rem' }}
        overflowY="auto"
      >
        {options.map((option, index) => {
          const active = index === activeIndex;
          return (
            <Box
              as="li"
              key={option.label}
              id={option.id}
              role="option"
              aria-selected={active}
              data-active={active ? '' : undefined}
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2.5"
              borderRadius="xl"
              cursor="pointer"
              bg={active ? 'bg.muted' : undefined}
              _hover={{ bg: 'bg.muted' }}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onHover(index)}
              onClick={() => onChoose(option.label)}
            >
              <Flex
                flexShrink={0}
                align="center"
                justify="center"
                boxSize="12"
                borderRadius="lg"
                bg="brand.50"
                color="brand.700"
              >
                <DestinationGlyph icon={option.icon} boxSize="6" />
              </Flex>
              <Box minW="0">
                <Text fontWeight="600" fontSize="sm" color="fg" truncate>
                  {option.label}
                </Text>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {option.description}
                </Text>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
