import { Box, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { mediaSrcSet, mediaUrl } from '../../../shared/media.ts';
import { photoAlt } from '../lib/photos.ts';

/**
 * 'Mostrar todas las fotos': every photo of the cabin, one below the other. Mounted only while
 * open: unmounting at once avoids a rare Ark presence race that left a closed backdrop
 * blocking the page (chakra-ui#10769).
 */
export function CabinPhotosDialog({
  name,
  photos,
  alts,
  startIndex,
  onClose,
}: {
  name: string;
  photos: ReadonlyArray<string | null>;
  /** The host's alt text of each photo (Cabin.imageAlts). */
  alts?: ReadonlyArray<string>;
  startIndex: number;
  onClose: () => void;
}) {
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (startIndex === 0) return;
    const frame = requestAnimationFrame(() => {
      bodyRef.current
        ?.querySelector(`[data-photo-index="${startIndex}"]`)
        ?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [startIndex]);

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size="full"
      scrollBehavior="inside"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" borderColor="border.muted">
              <Dialog.Title>Fotos de {name}</Dialog.Title>
            </Dialog.Header>
            {/* Only photos scroll here: the region takes the focus so the keyboard can scroll it. */}
            <Dialog.Body
              ref={bodyRef}
              py="6"
              tabIndex={0}
              role="region"
              aria-label={`Todas las fotos de ${name}`}
            >
              <Stack gap="4" maxW="3xl" mx="auto">
                {photos.map((path, index) => (
                  <Box
                    key={`${path ?? 'fallback'}-${index}`}
                    data-photo-index={index}
                    borderRadius="lg"
                    overflow="hidden"
                    bg="bg.muted"
                    scrollMarginTop="4"
                  >
                    <img
                      src={mediaUrl(path, 'lg')}
                      srcSet={mediaSrcSet(path)}
                      sizes="(min-width: 48em) 768px, 100vw"
                      width={1200}
                      height={800}
                      loading={index === startIndex ? 'eager' : 'lazy'}
                      decoding="async"
                      alt={photoAlt(name, index, photos.length, alts)}
                      style={{ width: '100%', height: 'auto', display: 'block' }}
                    />
                  </Box>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar fotos" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
