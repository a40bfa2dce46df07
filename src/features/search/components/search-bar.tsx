import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { afterStartup } from '../../../lib/after-startup.ts';
import { useIsDesktop } from '../../../lib/render-env.tsx';
import type { HomeSearchValues } from '../../../shared/validation/home-search.ts';
import { useSearchController, type SearchVariant } from '../hooks/use-search-controller.ts';
import { useScrollAway, useScrolledPast } from '../hooks/use-scrolled.ts';
import { DesktopSearchBar } from './desktop-search-bar.tsx';
import { preloadDatePanel } from './lazy-date-panel.tsx';
import { MobileSearch, preloadSearchSheet } from './mobile-search.tsx';

export interface SearchBarProps {
  variant: SearchVariant;
  initial?: Partial<HomeSearchValues>;
}

/** Scrolled this far, the home bar folds into its compact pill. */
const COLLAPSE_AFTER_PX = 24;
/** Scrolling this far down again folds a bar that was opened from the pill. */
const FOLD_AGAIN_AFTER_PX = 160;

/**
 * The header search bar (SPEC §2 "Header search bar", §4): Destino → Llegada → Salida → Huéspedes.
 * On home it is open at the top of the page and folds into a pill on scroll; on results it starts as
 * the pill with the current search. Phones get a full-screen sheet instead of popovers.
 */
export function SearchBar({ variant, initial }: SearchBarProps) {
  const isDesktop = useIsDesktop();
  const scrolled = useScrolledPast(COLLAPSE_AFTER_PX, variant === 'home');
  const [expanded, setExpanded] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);

  const controller = useSearchController({
    variant,
    initial,
    onPreselected: () => {
      setExpanded(true);
      if (!isDesktop) setSheetOpen(true);
    },
  });
  const { dispatch } = controller;

  const fold = useCallback(() => setExpanded(false), []);
  const foldAndClose = useCallback(() => {
    setExpanded(false);
    dispatch({ type: 'close' });
  }, [dispatch]);
  useScrollAway(isDesktop && expanded, FOLD_AGAIN_AFTER_PX, foldAndClose);

  // The calendar (and the phone sheet) are fetched once the page has started, or as soon as the
  // bar gets attention.
  useEffect(
    () =>
      afterStartup(() => {
        void preloadDatePanel();
        if (!isDesktop) void preloadSearchSheet();
      }),
    [isDesktop],
  );

  const atTop = variant === 'home' && !scrolled;
  const collapsed = !atTop && !expanded;

  return (
    <Box
      w="full"
      display="flex"
      justifyContent="center"
      alignItems="center"
      minH={isDesktop ? '16' : '14'}
      onPointerEnter={() => void preloadDatePanel()}
      onFocus={() => void preloadDatePanel()}
    >
      {isDesktop ? (
        <DesktopSearchBar
          controller={controller}
          collapsed={collapsed}
          onExpand={() => setExpanded(true)}
          onFold={fold}
        />
      ) : (
        <MobileSearch
          controller={controller}
          collapsed={!atTop}
          sheetOpen={sheetOpen}
          onSheetOpenChange={setSheetOpen}
        />
      )}
    </Box>
  );
}
