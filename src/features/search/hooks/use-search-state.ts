import { useReducer } from 'react';
import {
  EMPTY_HOME_SEARCH,
  type HomeSearchValues,
} from '../../../shared/validation/home-search.ts';

/** The panels of the search bar, in the order they open (SPEC §4: destino → llegada → salida → huéspedes). */
export type SearchPanel = 'location' | 'checkIn' | 'checkOut' | 'guests';
export const PANEL_ORDER: readonly SearchPanel[] = ['location', 'checkIn', 'checkOut', 'guests'];

export interface SearchState {
  values: HomeSearchValues;
  panel: SearchPanel | null;
  errors: string[];
}

export type SearchAction =
  | { type: 'typeLocation'; text: string }
  | { type: 'chooseDestination'; location: string }
  | { type: 'chooseCheckIn'; date: string }
  | { type: 'chooseCheckOut'; date: string }
  | { type: 'clearDates' }
  /** Flexible dates (issue 18): a shape in months ('yyyy-mm,…'); empty months clear them. */
  | { type: 'chooseFlexible'; flexible: string; months: string }
  | { type: 'setGuests'; guests: number }
  | { type: 'open'; panel: SearchPanel }
  | { type: 'close' }
  | { type: 'reset'; values: HomeSearchValues }
  | { type: 'clearAll' }
  | { type: 'showErrors'; errors: string[] };

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  const edit = (values: Partial<HomeSearchValues>, panel = state.panel): SearchState => ({
    values: { ...state.values, ...values },
    panel,
    errors: [],
  });
  switch (action.type) {
    case 'typeLocation':
      return edit({ location: action.text }, 'location');
    case 'chooseDestination':
      return edit({ location: action.location }, 'checkIn');
    case 'chooseCheckIn': {
      const { checkOut } = state.values;
      return edit(
        {
          checkIn: action.date,
          checkOut: checkOut && checkOut <= action.date ? '' : checkOut,
          flexible: '',
          months: '',
        },
        'checkOut',
      );
    }
    case 'chooseCheckOut':
      return edit({ checkOut: action.date }, 'guests');
    case 'clearDates':
      return edit({ checkIn: '', checkOut: '', flexible: '', months: '' }, 'checkIn');
    case 'chooseFlexible':
      return edit({ checkIn: '', checkOut: '', flexible: action.flexible, months: action.months });
    case 'setGuests':
      return edit({ guests: Math.max(0, Math.floor(action.guests)) });
    case 'open':
      return { ...state, panel: action.panel };
    case 'close':
      return state.panel === null ? state : { ...state, panel: null };
    case 'reset':
      return { values: action.values, panel: null, errors: [] };
    case 'clearAll':
      return { values: EMPTY_HOME_SEARCH, panel: 'location', errors: [] };
    case 'showErrors':
      return { ...state, errors: action.errors };
  }
}

export function useSearchState(initial: HomeSearchValues) {
  return useReducer(searchReducer, initial, (values) => ({ values, panel: null, errors: [] }));
}
