import { Box, Button, CloseButton, Dialog, Heading, List, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { collectAmenities } from '../../../shared/amenities.ts';
import { amenityLabel } from '../../../shared/amenity-labels.ts';
import type { AccommodationFeatures } from '../../../shared/types.ts';
import { CheckIcon } from './icons.tsx';

/** SPEC §9: amenities preview on the detail page. */
export const AMENITIES_PREVIEW = 10;

function AmenityItem({ amenity }: { amenity: string }) {
  return (
    <List.Item display="flex" alignItems="center" gap="3" py="1.5">
      <Box as="span" color="pine.600" flexShrink={0}>
        <CheckIcon size={18} />
      </Box>
      {amenityLabel(amenity)}
    </List.Item>
  );
}

/** What this place offers: the true flags of SPEC's groups, 10 shown and the rest in a dialog. */
export function CabinAmenities({ features }: { features: Partial<AccommodationFeatures> }) {
  const [open, setOpen] = useState(false);
  const amenities = collectAmenities(features);
  if (!amenities.length) return null;

  return (
    <Box as="section" aria-labelledby="amenities-heading">
      <Heading as="h2" id="amenities-heading" size="lg" mb="4">
        Lo que ofrece este lugar
      </Heading>
      <List.Root
        listStyle="none"
        ms="0"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        columnGap="8"
      >
        {amenities.slice(0, AMENITIES_PREVIEW).map((amenity) => (
          <AmenityItem key={amenity} amenity={amenity} />
        ))}
      </List.Root>
      {amenities.length > AMENITIES_PREVIEW && (
        <Button mt="5" variant="outline" borderColor="fg" onClick={() => setOpen(true)}>
          Mostrar las {amenities.length} amenidades
        </Button>
      )}

      {/* Mounted only while open: see the note on CabinPhotosDialog. */}
      {open && (
        <Dialog.Root
          open
          onOpenChange={(e) => setOpen(e.open)}
          size="lg"
          placement="center"
          scrollBehavior="inside"
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>Lo que ofrece este lugar</Dialog.Title>
                </Dialog.Header>
                {/* Nothing in the list takes focus: the region does, so the keyboard can scroll it. */}
                <Dialog.Body pb="6" tabIndex={0} role="region" aria-label="Todas las amenidades">
                  <List.Root listStyle="none" ms="0">
                    {amenities.map((amenity) => (
                      <AmenityItem key={amenity} amenity={amenity} />
                    ))}
                  </List.Root>
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Cerrar amenidades" />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </Box>
  );
}
