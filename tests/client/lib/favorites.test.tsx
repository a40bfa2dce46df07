import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../src/app/theme.ts';
import { CabinCard } from '../../../src/components/cabin-card/cabin-card.tsx';
import { CabinActions } from '../../../src/features/cabin-detail/components/cabin-actions.tsx';
import { FAVORITES_STORAGE_KEY } from '../../../src/lib/favorites.ts';
import { makeCabin } from '../search/helpers.tsx';

/** A result card and a cabin page's actions for the same cabin, on screen together. */
function renderBothHearts() {
  const user = userEvent.setup();
  render(
    <ChakraProvider value={appSystem()}>
      <CabinCard cabin={makeCabin({ id: 'cab-7', name: 'Cabaña Siete' })} />
      <CabinActions cabinId="cab-7" cabinName="Cabaña Siete" />
    </ChakraProvider>,
  );
  const card = screen.getByRole('article');
  return {
    user,
    cardHeart: within(card).getByRole('button', { name: 'Guardar en favoritos' }),
    pageHeart: screen.getByRole('button', { name: 'Guardar' }),
  };
}

const stored = () => JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]') as unknown;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('favourites store', () => {
  it('shows a toggle made on the card on the cabin page heart, and back', async () => {
    const { user, cardHeart, pageHeart } = renderBothHearts();
    expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    expect(pageHeart).toHaveAttribute('aria-pressed', 'false');

    await user.click(cardHeart);
    expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual(['cab-7']);

    await user.click(pageHeart);
    expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
  });

  it('keeps a choice for this page view on both hearts when storage is full', async () => {
    const { user, cardHeart, pageHeart } = renderBothHearts();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    await user.click(pageHeart);
    expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([]);

    await user.click(cardHeart);
    expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a change another tab makes', async () => {
    const { cardHeart, pageHeart } = renderBothHearts();
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(['cab-7']));
    window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY }));
    expect(await screen.findAllByRole('button', { pressed: true })).toHaveLength(2);
    expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  });
});
