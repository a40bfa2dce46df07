import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { todayInMexico } from '../../../shared/dates.ts';
import { homeSearchErrors, type HomeSearchValues } from '../../../shared/validation/home-search.ts';
import { useDestinations } from '../api/get-destinations.ts';
import {
  onDestinationPreselected,
  readPreselectedDestination,
  rememberDestination,
} from '../destination-preselection.ts';
import { useSearchState, type SearchPanel } from './use-search-state.ts';

export type SearchVariant = 'home' | 'results';

function initialValues(
  variant: SearchVariant,
  initial: Partial<HomeSearchValues> | undefined,
): HomeSearchValues {
  const location = initial?.location === 'any' ? '' : initial?.location;
  return {
    location: (location ?? (variant === 'home' ? readPreselectedDestination() : '')).trim(),
    checkIn: initial?.checkIn ?? '',
    checkOut: initial?.checkOut ?? '',
    guests: Math.max(0, Math.floor(Number(initial?.guests) || 0)),
    flexible: initial?.flexible ?? '',
    months: initial?.months ?? '',
  };
}

/** Everything the desktop bar and the phone sheet share: values, panels, suggestions and submit. */
export function useSearchController({
  variant,
  initial,
  onPreselected,
}: {
  variant: SearchVariant;
  initial?: Partial<HomeSearchValues>;
  onPreselected(): void;
}) {
  const [state, dispatch] = useSearchState(initialValues(variant, initial));
  const destinations = useDestinations();
  const navigate = useNavigate();
  const { search: currentQuery } = useLocation();
  const today = todayInMexico();

  // The results page re-renders the bar with the search of the new address: take it over.
  const initialKey = JSON.stringify([
    initial?.location,
    initial?.checkIn,
    initial?.checkOut,
    initial?.guests,
    initial?.flexible,
    initial?.months,
  ]);
  const lastInitialKey = useRef(initialKey);
  const latestInitial = useRef(initial);
  useEffect(() => {
    latestInitial.current = initial;
  });
  useEffect(() => {
    if (lastInitialKey.current === initialKey) return;
    lastInitialKey.current = initialKey;
    dispatch({ type: 'reset', values: initialValues(variant, latestInitial.current) });
  }, [initialKey, variant, dispatch]);

  const onPreselectedRef = useRef(onPreselected);
  useEffect(() => {
    onPreselectedRef.current = onPreselected;
  });
  useEffect(
    () =>
      onDestinationPreselected((location) => {
        dispatch({ type: 'chooseDestination', location });
        onPreselectedRef.current();
      }),
    [dispatch],
  );

  // Home keeps the chosen destination for this tab, as a destination card does.
  const location = state.values.location;
  useEffect(() => {
    if (variant === 'home') rememberDestination(location.trim());
  }, [variant, location]);

  const submit = useCallback((): boolean => {
    const errors = homeSearchErrors(state.values);
    if (errors.length) {
      // SPEC §2: the results-page bar silently does nothing with an incomplete search.
      if (variant === 'home') dispatch({ type: 'showErrors', errors });
      return false;
    }
    // The results page keeps its filters (as they are: it reads them again) on a new search.
    const kept = new URLSearchParams(variant === 'results' ? currentQuery : '');
    const { location, checkIn, checkOut, guests, flexible, months } = state.values;
    dispatch({ type: 'close' });
    navigate(
      paths.results.getHref({
        location: location.trim(),
        ...(flexible ? { flexible, months } : { checkIn, checkOut }),
        guests,
        bedrooms: kept.get('bedrooms'),
        beds: kept.get('beds'),
        bathrooms: kept.get('bathrooms'),
        amenities: kept.get('amenities'),
      }),
    );
    return true;
  }, [state.values, variant, currentQuery, navigate, dispatch]);

  const open = useCallback((panel: SearchPanel) => dispatch({ type: 'open', panel }), [dispatch]);
  const close = useCallback(() => dispatch({ type: 'close' }), [dispatch]);

  return useMemo(
    () => ({
      variant,
      state,
      dispatch,
      open,
      close,
      submit,
      today,
      destinations: {
        data: destinations.data,
        status: destinations.status,
      },
    }),
    [variant, state, dispatch, open, close, submit, today, destinations.data, destinations.status],
  );
}

export type SearchController = ReturnType<typeof useSearchController>;
