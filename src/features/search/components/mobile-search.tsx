import { Box, chakra, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SearchController } from '../hooks/use-search-controller.ts';
import { SearchIcon } from './icons.tsx';
import {
  ANYWHERE_TEXT,
  datesSummary,
  guestsSummary,
  hasAnyValue,
  locationSummary,
  START_SEARCH_TEXT,
} from './search-summary.ts';

// The sheet (a dialog with every panel) loads when the page has settled or the pill is touched.
export const preloadSearchSheet = () => import('./mobile-search-sheet.tsx');
const SearchSheet = lazy(() =>
  preloadSearchSheet().then((module) => ({ default: module.SearchSheet })),
);

/** Phones and tablets: a pill that opens the search as a full-screen sheet. */
export function MobileSearch({
  controller,
  collapsed,
  sheetOpen,
  onSheetOpenChange,
}: {
  controller: SearchController;
  collapsed: boolean;
  sheetOpen: boolean;
  onSheetOpenChange(open: boolean): void;
}) {
  const { values } = controller.state;
  const pillRef = useRef<HTMLButtonElement>(null);
  const filled = hasAnyValue(values);
  const details = `${datesSummary(values)} · ${guestsSummary(values.guests)}`;
  // Folded and empty, the pill only invites; with a search it always shows it.
  const singleLine = collapsed && !filled;
  // Mounted from its first opening on, so closing can still animate and return focus.
  const [sheetMounted, setSheetMounted] = useState(sheetOpen);
  useEffect(() => {
    if (sheetOpen) setSheetMounted(true);
  }, [sheetOpen]);

  return (
    <>
      <chakra.button
        ref={pillRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={sheetOpen}
        onPointerDown={() => void preloadSearchSheet()}
        onClick={() => {
          if (!controller.state.panel) controller.open('location');
          onSheetOpenChange(true);
        }}
        display="flex"
        alignItems="center"
        gap="2.5"
        w="full"
        maxW="34rem"
        h={singleLine ? '11' : '14'}
        ps="3.5"
        pe="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="full"
        bg="bg"
        boxShadow="0 2px 10px rgba(0,0,0,0.10)"
        textAlign="start"
        cursor="pointer"
        transition="height 0.2s"
      >
        <SearchIcon boxSize="4" color="fg" flexShrink={0} />
        <Box flex="1" minW="0" letterSpacing="-0.01em">
          {singleLine ? (
            <Text fontSize="sm" fontWeight="600" truncate>
              {START_SEARCH_TEXT}
            </Text>
          ) : (
            <>
              <Text fontSize="sm" fontWeight="600" truncate>
                {filled ? locationSummary(values.location) : START_SEARCH_TEXT}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {filled ? details : `${ANYWHERE_TEXT} · ${details}`}
              </Text>
            </>
          )}
        </Box>
      </chakra.button>
      {(sheetMounted || sheetOpen) && (
        <Suspense fallback={null}>
          <SearchSheet
            controller={controller}
            open={sheetOpen}
            onOpenChange={onSheetOpenChange}
            returnFocus={pillRef}
          />
        </Suspense>
      )}
    </>
  );
}
