import { Box, Button, chakra } from '@chakra-ui/react';
import { useState, type UIEvent } from 'react';
import { mediaSrcSet, mediaUrl } from '../../../shared/media.ts';
import { photoAlt } from '../lib/photos.ts';
import { CabinPhotosDialog } from './cabin-photos-dialog.tsx';
import { GridIcon } from './icons.tsx';

const GRID_PHOTOS = 5;

/** Column/row templates for 1 to 5 photos on wide screens: the first photo is always the large one. */
const WIDE_LAYOUT: Record<number, { columns: string; rows: string }> = {
  1: { columns: '1fr', rows: '1fr' },
  2: { columns: '1fr 1fr', rows: '1fr' },
  3: { columns: '2fr 1fr', rows: '1fr 1fr' },
  4: { columns: '2fr 1fr', rows: '1fr 1fr 1fr' },
  5: { columns: '2fr 1fr 1fr', rows: '1fr 1fr' },
};

const TileButton = chakra('button');

/**
 * Phones: one photo at a time, swiped with native scroll snapping, with a counter.
 * Wide screens: the same elements laid out as a grid, the first photo large and up to 4 more.
 */
export function CabinPhotoGrid({
  name,
  images,
  alts,
}: {
  name: string;
  images: string[];
  /** The host's alt text of each photo (Cabin.imageAlts). */
  alts?: ReadonlyArray<string>;
}) {
  const photos: Array<string | null> = images.length ? images : [null];
  const [current, setCurrent] = useState(0);
  const [dialog, setDialog] = useState<{ open: boolean; index: number }>({
    open: false,
    index: 0,
  });
  const shown = Math.min(photos.length, GRID_PHOTOS);
  const layout = WIDE_LAYOUT[shown];

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  const open = (index: number) => setDialog({ open: true, index });

  return (
    <Box position="relative" mx={{ base: '-4', md: '0' }}>
      <Box
        onScroll={onScroll}
        display={{ base: 'flex', md: 'grid' }}
        overflowX={{ base: 'auto', md: 'hidden' }}
        scrollSnapType={{ base: 'x mandatory', md: 'none' }}
        gridTemplateColumns={layout.columns}
        gridTemplateRows={layout.rows}
        gap={{ base: '0', md: '2' }}
        h={{ md: '26rem', lg: '28rem' }}
        borderRadius={{ base: '0', md: 'xl' }}
        overflowY="hidden"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {photos.map((path, index) => (
          <TileButton
            key={`${path ?? 'fallback'}-${index}`}
            type="button"
            onClick={() => open(index)}
            flex="0 0 100%"
            scrollSnapAlign="start"
            aspectRatio={{ base: '4 / 3', md: 'auto' }}
            gridRow={index === 0 && shown > 2 ? '1 / -1' : undefined}
            display={{ base: 'block', md: index < GRID_PHOTOS ? 'block' : 'none' }}
            position="relative"
            overflow="hidden"
            bg="bg.muted"
            cursor="zoom-in"
            _focusVisible={{ outlineOffset: '-3px' }}
            css={{ '&:hover img': { filter: 'brightness(0.92)' } }}
          >
            <img
              src={mediaUrl(path, 'lg')}
              srcSet={mediaSrcSet(path)}
              sizes={
                index === 0 ? '(min-width: 48em) 50vw, 100vw' : '(min-width: 48em) 25vw, 100vw'
              }
              width={1200}
              height={800}
              alt={photoAlt(name, index, photos.length, alts)}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding={index === 0 ? 'sync' : 'async'}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </TileButton>
        ))}
      </Box>

      {photos.length > 1 && (
        <Box
          aria-hidden="true"
          display={{ base: 'block', md: 'none' }}
          position="absolute"
          top="3"
          right="3"
          bg="blackAlpha.700"
          color="white"
          fontSize="xs"
          fontWeight="semibold"
          px="2.5"
          py="1"
          borderRadius="full"
        >
          {current + 1} / {photos.length}
        </Box>
      )}

      <Button
        position="absolute"
        bottom={{ base: '3', md: '4' }}
        right={{ base: '3', md: '4' }}
        size={{ base: 'xs', md: 'sm' }}
        variant="outline"
        bg="bg"
        borderColor="fg"
        _hover={{ bg: 'bg.muted' }}
        onClick={() => open(0)}
      >
        <GridIcon size={16} />
        Mostrar todas las fotos
      </Button>

      {dialog.open && (
        <CabinPhotosDialog
          name={name}
          photos={photos}
          alts={alts}
          startIndex={dialog.index}
          onClose={() => setDialog((d) => ({ ...d, open: false }))}
        />
      )}
    </Box>
  );
}
