import { Box, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { animate, LazyMotion, m, useMotionValue, useMotionValueEvent } from 'framer-motion';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { CabinCard } from '../../../components/cabin-card/cabin-card.tsx';
import { ChevronIcon } from '../../../components/cabin-card/icons.tsx';
import { listingsLabel } from '../../../shared/format.ts';
import type { Cabin } from '../../../shared/types.ts';

const loadMotionFeatures = () => import('./motion-features.ts').then((mod) => mod.default);

/** Cards per view by width (SPEC §2: 1 to 5): a peek of the next card on phones. */
const PER_VIEW = { base: 1.15, sm: 2, md: 3, lg: 4, xl: 5 } as const;
const GAP = { base: 16, md: 24 } as const;
const CARD_SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, (min-width: 480px) 47vw, 82vw';

const cardWidth = (perView: number, gap: number) =>
  `calc((100% - ${(Math.ceil(perView) - 1) * gap}px) / ${perView})`;

const EDGE_TOLERANCE_PX = 2;

/** 'Explora {population}': a horizontal, draggable row of cabin cards with keyboard buttons. */
export function CabinCarousel({
  population,
  cabins,
}: {
  population: string;
  cabins: readonly Cabin[];
}) {
  const id = useId();
  const headingId = `${id}-title`;
  const trackId = `${id}-track`;
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const x = useMotionValue(0);
  const [maxOffset, setMaxOffset] = useState(0);
  const [edges, setEdges] = useState({ start: true, end: true });
  const dragged = useRef(false);

  const updateEdges = useCallback(
    (value: number, max: number) =>
      setEdges((prev) => {
        const next = {
          start: value >= -EDGE_TOLERANCE_PX,
          end: value <= -max + EDGE_TOLERANCE_PX,
        };
        return prev.start === next.start && prev.end === next.end ? prev : next;
      }),
    [],
  );

  // The track can move between 0 and -(its width - the visible width); re-measured on resize.
  useEffect(() => {
    const viewport = viewportRef.current;
    const track = trackRef.current;
    if (!viewport || !track) return;
    const measure = () => {
      const max = Math.max(0, track.scrollWidth - viewport.clientWidth);
      setMaxOffset(max);
      const clamped = Math.min(0, Math.max(-max, x.get()));
      if (clamped !== x.get()) x.set(clamped);
      updateEdges(clamped, max);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(track);
    return () => observer.disconnect();
  }, [x, updateEdges, cabins.length]);

  useMotionValueEvent(x, 'change', (value) => updateEdges(value, maxOffset));

  const step = () => {
    const first = trackRef.current?.firstElementChild as HTMLElement | null;
    const track = trackRef.current;
    if (!first || !track) return 0;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    return first.offsetWidth + gap;
  };

  const slideTo = (target: number) => {
    const clamped = Math.min(0, Math.max(-maxOffset, target));
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduce) x.set(clamped);
    else animate(x, clamped, { type: 'spring', stiffness: 260, damping: 34 });
  };

  const page = (direction: 1 | -1) => {
    const size = step();
    const viewport = viewportRef.current?.clientWidth ?? 0;
    if (!size) return;
    const perPage = Math.max(1, Math.floor((viewport + 1) / size));
    const current = Math.round(-x.get() / size);
    slideTo(-(current + direction * perPage) * size);
  };

  // A card reached with Tab slides into view.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const viewport = viewportRef.current;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-carousel-item]');
    if (!viewport || !item) return;
    // The browser may have scrolled the clipped viewport itself to show the focused element.
    viewport.scrollLeft = 0;
    const left = item.offsetLeft + x.get();
    const right = left + item.offsetWidth;
    if (left < 0) slideTo(-item.offsetLeft);
    else if (right > viewport.clientWidth)
      slideTo(-(item.offsetLeft + item.offsetWidth - viewport.clientWidth));
  };

  const showNav = maxOffset > 0;

  return (
    <Box as="section" aria-labelledby={headingId} aria-roledescription="carrusel">
      <Flex align="flex-end" justify="space-between" gap="4" mb={{ base: '3', md: '4' }}>
        <Box minW="0">
          <Heading
            id={headingId}
            as="h2"
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="700"
            letterSpacing="-0.01em"
          >
            Explora {population}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {listingsLabel(cabins.length)}
          </Text>
        </Box>
        <Flex gap="2" flexShrink={0} display={showNav ? 'flex' : 'none'}>
          <IconButton
            aria-label="Anterior"
            aria-controls={trackId}
            variant="outline"
            rounded="full"
            size="sm"
            bg="bg"
            disabled={edges.start}
            onClick={() => page(-1)}
          >
            <ChevronIcon direction="left" boxSize="4" />
          </IconButton>
          <IconButton
            aria-label="Siguiente"
            aria-controls={trackId}
            variant="outline"
            rounded="full"
            size="sm"
            bg="bg"
            disabled={edges.end}
            onClick={() => page(1)}
          >
            <ChevronIcon direction="right" boxSize="4" />
          </IconButton>
        </Flex>
      </Flex>
      <Box
        ref={viewportRef}
        overflow="hidden"
        mx="-1"
        px="1"
        py="1.5"
        my="-1.5"
        css={{
          '--carousel-gap': `${GAP.base}px`,
          '@media (min-width: 768px)': { '--carousel-gap': `${GAP.md}px` },
        }}
      >
        <LazyMotion features={loadMotionFeatures} strict>
          <m.div
            ref={trackRef}
            id={trackId}
            role="list"
            drag={showNav ? 'x' : false}
            dragConstraints={{ left: -maxOffset, right: 0 }}
            dragElastic={0.12}
            dragTransition={{ power: 0.25, timeConstant: 260 }}
            onDragStart={() => {
              dragged.current = true;
            }}
            onPointerDownCapture={() => {
              dragged.current = false;
            }}
            onClickCapture={(event) => {
              // A drag that ends over a card must not open it.
              if (dragged.current) {
                event.preventDefault();
                event.stopPropagation();
              }
            }}
            onFocus={onFocus}
            style={{
              x,
              display: 'flex',
              gap: 'var(--carousel-gap)',
              cursor: showNav ? 'grab' : undefined,
              touchAction: 'pan-y',
            }}
            whileDrag={{ cursor: 'grabbing' }}
          >
            <CarouselItems cabins={cabins} />
          </m.div>
        </LazyMotion>
      </Box>
    </Box>
  );
}

function CarouselItems({ cabins }: { cabins: readonly Cabin[] }) {
  return (
    <>
      {cabins.map((cabin) => (
        <Box
          key={cabin._id}
          role="listitem"
          data-carousel-item=""
          flex="0 0 auto"
          minW="0"
          w={{
            base: cardWidth(PER_VIEW.base, GAP.base),
            sm: cardWidth(PER_VIEW.sm, GAP.base),
            md: cardWidth(PER_VIEW.md, GAP.md),
            lg: cardWidth(PER_VIEW.lg, GAP.md),
            xl: cardWidth(PER_VIEW.xl, GAP.md),
          }}
        >
          <CabinCard cabin={cabin} imageSizes={CARD_SIZES} />
        </Box>
      ))}
    </>
  );
}
