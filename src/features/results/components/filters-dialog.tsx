import { Badge, Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  pickFilters,
  type CounterFilter,
  type ResultsFilters,
} from '../../../shared/search-filters.ts';
import { useMediaMatch } from '../../../lib/render-env.tsx';
import { AmenitiesPicker } from './amenities-picker.tsx';
import { FilterCounter } from './filter-counter.tsx';
import { PriceFilter } from './price-filter.tsx';
import type { SearchResults } from '../api/search-cabins.ts';
import { SlidersIcon } from './icons.tsx';

const COUNTERS: Array<{ key: CounterFilter; label: string }> = [
  { key: 'bedrooms', label: 'Recámaras' },
  { key: 'beds', label: 'Camas' },
  { key: 'bathrooms', label: 'Baños' },
];

/** The 'Filtros' button and its dialog; the choice is applied only with 'Mostrar lugares'. */
export function FiltersDialog({
  filters,
  priceHistogram,
  onApply,
}: {
  filters: ResultsFilters;
  /** The search's prices per night before its range: the 'Precio' section needs them. */
  priceHistogram?: SearchResults['priceHistogram'];
  onApply: (filters: ResultsFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ResultsFilters>(() => pickFilters(filters));
  const active = activeFilterCount(filters);
  // A responsive `size` would leave the phone's full height on desktop: pick one size instead.
  const size = useMediaMatch('(min-width: 48rem)') ? 'lg' : 'full';

  const trigger = useRef<HTMLButtonElement>(null);

  const openDialog = () => {
    setDraft(pickFilters(filters));
    setOpen(true);
  };

  // Mounted only while open and closed without an exit animation: a closing Chakra dialog can
  // stay on screen when the page re-renders under it (chakra-ui#10769).
  return (
    <>
      <Button
        ref={trigger}
        onClick={openDialog}
        aria-haspopup="dialog"
        variant="outline"
        rounded="full"
        size="sm"
        flexShrink={0}
        aria-label={
          active > 0 ? `Filtros (${active} ${active === 1 ? 'activo' : 'activos'})` : undefined
        }
      >
        <SlidersIcon />
        Filtros
        {active > 0 && (
          <Badge colorPalette="brand" variant="solid" rounded="full">
            {active}
          </Badge>
        )}
      </Button>
      {open && (
        <Dialog.Root
          open
          onOpenChange={(details) => setOpen(details.open)}
          size={size}
          scrollBehavior="inside"
          placement="center"
          finalFocusEl={() => trigger.current}
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header borderBottomWidth="1px" borderColor="border.muted">
                  <Dialog.Title>Filtros</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body py="4">
                  <Stack gap="6">
                    {priceHistogram && (
                      <section aria-labelledby="filters-price">
                        <Heading as="h3" id="filters-price" size="md" mb="1">
                          Precio
                        </Heading>
                        <Text fontSize="sm" color="fg.muted" mb="3">
                          Precio por noche, con comisiones incluidas.
                        </Text>
                        <PriceFilter
                          histogram={priceHistogram}
                          value={{
                            minPrice: draft.minPrice ?? null,
                            maxPrice: draft.maxPrice ?? null,
                          }}
                          onChange={(range) => setDraft((d) => ({ ...d, ...range }))}
                        />
                      </section>
                    )}
                    <section aria-labelledby="filters-rooms">
                      <Heading as="h3" id="filters-rooms" size="md" mb="1">
                        Habitaciones y camas
                      </Heading>
                      <Text fontSize="sm" color="fg.muted" mb="1">
                        Muestra lugares con al menos esta cantidad.
                      </Text>
                      {COUNTERS.map(({ key, label }) => (
                        <FilterCounter
                          key={key}
                          label={label}
                          value={draft[key]}
                          onChange={(value) => setDraft((d) => ({ ...d, [key]: value }))}
                        />
                      ))}
                    </section>
                    <section aria-labelledby="filters-amenities">
                      <Heading as="h3" id="filters-amenities" size="md" mb="3">
                        Amenidades
                      </Heading>
                      <AmenitiesPicker
                        selected={draft.amenities}
                        onChange={(amenities) => setDraft((d) => ({ ...d, amenities }))}
                      />
                    </section>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer
                  justifyContent="space-between"
                  borderTopWidth="1px"
                  borderColor="border.muted"
                >
                  <Button
                    variant="plain"
                    px="2"
                    textDecoration="underline"
                    disabled={activeFilterCount(draft) === 0}
                    onClick={() => setDraft(pickFilters(EMPTY_FILTERS))}
                  >
                    Borrar todo
                  </Button>
                  <Button
                    colorPalette="brand"
                    onClick={() => {
                      setOpen(false);
                      onApply(pickFilters(draft));
                    }}
                  >
                    Mostrar lugares
                  </Button>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Cerrar filtros" />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </>
  );
}
