import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { FALLBACK_PHOTO, mediaSrcSet, mediaUrl } from '../../shared/media.ts';
import { ChevronIcon } from './icons.tsx';

/** The card photos are 10:9; the attributes reserve the space before the image arrives. */
export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_HEIGHT = 432;
const MAX_DOTS = 5;

export const DEFAULT_CARD_SIZES =
  '(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 90vw';

/** A wrap-around photo carousel with dots; a missing or broken photo falls back to FALLBACK_PHOTO. */
export function ImageCarousel({
  images,
  alt,
  eager = false,
  sizes = DEFAULT_CARD_SIZES,
  controls = true,
}: {
  images: readonly string[];
  alt: string;
  eager?: boolean;
  sizes?: string;
  controls?: boolean;
}) {
  const photos = images.length ? images : [FALLBACK_PHOTO];
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  // The other photos are only fetched once the traveller shows interest in this card.
  const [activated, setActivated] = useState(false);
  const activate = () => {
    if (!activated) setActivated(true);
  };
  const count = photos.length;
  const current = Math.min(index, count - 1);
  const go = (step: number) => {
    activate();
    setIndex((current + step + count) % count);
  };

  // Only the dots around the current photo, so 20 photos do not make 20 dots.
  const firstDot = Math.min(
    Math.max(0, current - Math.floor(MAX_DOTS / 2)),
    Math.max(0, count - MAX_DOTS),
  );
  const dots = Array.from({ length: Math.min(count, MAX_DOTS) }, (_, i) => firstDot + i);

  return (
    <Box
      position="relative"
      overflow="hidden"
      borderRadius="xl"
      bg="bg.muted"
      aspectRatio="10 / 9"
      className="group"
      role="group"
      aria-roledescription="carrusel"
      aria-label={`Fotos de ${alt}`}
      onPointerEnter={activate}
      onFocus={activate}
    >
      <Flex
        h="full"
        transform={`translateX(-${current * 100}%)`}
        transition="transform 0.35s cubic-bezier(0.2, 0, 0, 1)"
        _motionReduce={{ transition: 'none' }}
      >
        {photos.map((path, i) => {
          const failed = broken.has(i);
          return (
            <Box key={`${path}-${i}`} flex="0 0 100%" h="full" aria-hidden={i !== current}>
              {i > 0 && !activated ? null : (
                <img
                  src={failed ? FALLBACK_PHOTO : mediaUrl(path, 'sm')}
                  srcSet={failed ? undefined : mediaSrcSet(path)}
                  sizes={failed ? undefined : sizes}
                  alt={count > 1 ? `${alt}, foto ${i + 1} de ${count}` : alt}
                  width={CARD_IMAGE_WIDTH}
                  height={CARD_IMAGE_HEIGHT}
                  loading={eager && i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={eager && i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                  onError={() => {
                    if (!failed) setBroken((prev) => new Set(prev).add(i));
                  }}
                  style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              )}
            </Box>
          );
        })}
      </Flex>
      {controls && count > 1 && (
        <>
          <NavButton side="left" onClick={() => go(-1)} />
          <NavButton side="right" onClick={() => go(1)} />
          <Flex
            aria-hidden="true"
            position="absolute"
            bottom="2.5"
            left="50%"
            transform="translateX(-50%)"
            gap="1.5"
            zIndex="1"
            pointerEvents="none"
          >
            {dots.map((dot) => (
              <Box
                key={dot}
                boxSize={dot === current ? '2' : '1.5'}
                alignSelf="center"
                borderRadius="full"
                bg="white"
                opacity={dot === current ? 1 : 0.6}
                boxShadow="0 0 2px rgba(0,0,0,0.4)"
                transition="all 0.2s"
              />
            ))}
          </Flex>
        </>
      )}
    </Box>
  );
}

function NavButton({ side, onClick }: { side: 'left' | 'right'; onClick(): void }) {
  return (
    <IconButton
      aria-label={side === 'left' ? 'Foto anterior' : 'Foto siguiente'}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClick();
      }}
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...(side === 'left' ? { left: '2' } : { right: '2' })}
      zIndex="1"
      size="xs"
      rounded="full"
      bg="whiteAlpha.900"
      color="gray.900"
      boxShadow="0 1px 4px rgba(0,0,0,0.25)"
      _hover={{ bg: 'white', transform: 'translateY(-50%) scale(1.06)' }}
      opacity={{ base: 1, lg: 0 }}
      _groupHover={{ opacity: 1 }}
      _focusVisible={{ opacity: 1 }}
      css={{ '@media (hover: none)': { opacity: 1 } }}
      transition="opacity 0.15s, transform 0.15s"
    >
      <ChevronIcon direction={side} boxSize="3.5" />
    </IconButton>
  );
}
