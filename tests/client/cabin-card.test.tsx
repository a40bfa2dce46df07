import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../src/app/theme.ts';
import { CabinCard, type CabinCardProps } from '../../src/components/cabin-card/cabin-card.tsx';
import { FAVORITES_STORAGE_KEY } from '../../src/lib/favorites.ts';
import { FALLBACK_PHOTO } from '../../src/shared/media.ts';
import { makeCabin } from './search/helpers.tsx';

function renderCard(props: CabinCardProps) {
  const user = userEvent.setup();
  render(
    <ChakraProvider value={appSystem()}>
      <CabinCard {...props} />
    </ChakraProvider>,
  );
  return { user, card: screen.getByRole('article') };
}

describe('CabinCard', () => {
  it('shows the place, the real rating, capacity, name and nightly price, and links to the cabin', () => {
    const cabin = makeCabin({
      id: 'cab-1',
      name: 'Cabaña El Mirador',
      population: 'Mazamitla',
      state: 'Jalisco',
      price: 1850,
      rating: { average: 4.66, count: 12 },
      maxOccupancy: 4,
      beds: 3,
      bathrooms: 2,
    });
    const { card } = renderCard({ cabin });
    expect(card).toHaveTextContent('Mazamitla, Jalisco');
    expect(
      within(card).getByRole('img', { name: 'Calificación 4.7 de 5, 12 reseñas' }),
    ).toHaveTextContent('4.7');
    expect(card).toHaveTextContent('4 huéspedes • 3 camas • 2 baños');
    expect(card).toHaveTextContent('$1,850 noche');

    const link = within(card).getByRole('link', { name: /Cabaña El Mirador/ });
    expect(link).toHaveAttribute('href', '/cabin/cab-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows the dates a flexible search found and links to the cabin with them', () => {
    const cabin = {
      ...makeCabin({ id: 'cab-2', name: 'Cabaña Los Pinos' }),
      fechas: { checkIn: '2027-03-12', checkOut: '2027-03-14' },
    };
    const { card } = renderCard({ cabin, stay: { checkIn: '', checkOut: '', guests: 2 } });
    expect(card).toHaveTextContent('12 – 14 mar');
    expect(within(card).getByRole('link', { name: /Cabaña Los Pinos/ })).toHaveAttribute(
      'href',
      '/cabin/cab-2?checkIn=2027-03-12&checkOut=2027-03-14&guests=2',
    );
  });

  it("says 'Nuevo' without reviews and uses singular labels", () => {
    const cabin = makeCabin({
      rating: { average: null, count: 0 },
      maxOccupancy: 1,
      beds: 1,
      bathrooms: 1,
    });
    const { card } = renderCard({ cabin });
    expect(card).toHaveTextContent('Nuevo');
    expect(within(card).queryByRole('img', { name: /Calificación/ })).toBeNull();
    expect(card).toHaveTextContent('1 huésped • 1 cama • 1 baño');
  });

  it('shows the stay total when the search quoted one, and carries the stay in the link', () => {
    const stay = { checkIn: '2026-12-04', checkOut: '2026-12-07', guests: 2 };
    const cabin = makeCabin({
      id: 'cab-2',
      price: 1850,
      cotizacion: {
        nights: 3,
        basePrice: 4955.36,
        comisionServicio: 594.64,
        totalPrice: 5550,
        pricePerNight: 1850,
      },
    });
    const { card } = renderCard({ cabin, stay });
    expect(card).toHaveTextContent('$5,550 por 3 noches');
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/cabin/cab-2?checkIn=2026-12-04&checkOut=2026-12-07&guests=2',
    );
  });

  it("says 'por 1 noche' for one night", () => {
    const cabin = makeCabin({
      cotizacion: {
        nights: 1,
        basePrice: 1000,
        comisionServicio: 120,
        totalPrice: 1120,
        pricePerNight: 1120,
      },
    });
    const { card } = renderCard({ cabin });
    expect(card).toHaveTextContent('$1,120 por 1 noche');
  });

  it('greys out a cabin with restrictions, with its first message and no link', () => {
    const cabin = makeCabin({
      name: 'Cabaña Chica',
      restrictions: [
        { type: 'CAPACITY_EXCEEDED', message: 'Excede la capacidad máxima' },
        { type: 'NOT_AVAILABLE', message: 'No disponible para las fechas seleccionadas' },
      ],
    });
    const { card } = renderCard({ cabin });
    expect(card).toHaveAttribute('aria-disabled', 'true');
    expect(card).toHaveAccessibleName('Cabaña Chica, no disponible');
    expect(within(card).getByText('No disponible')).toBeVisible();
    expect(card).toHaveTextContent('Excede la capacidad máxima');
    expect(card).not.toHaveTextContent('No disponible para las fechas seleccionadas');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Foto siguiente' })).toBeNull();
  });

  it('keeps the favorite heart in local storage', async () => {
    localStorage.removeItem(FAVORITES_STORAGE_KEY);
    const { user, card } = renderCard({ cabin: makeCabin({ id: 'fav-1' }) });
    const heart = within(card).getByRole('button', { name: 'Guardar en favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]')).toEqual(['fav-1']);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]')).toEqual([]);
  });

  it('wraps the photos around and falls back to the default photo', async () => {
    const { user, card } = renderCard({
      cabin: makeCabin({ name: 'Cabaña Sol', images: ['a/one', 'a/two', 'a/three'] }),
    });
    const photo = (n: number) => within(card).getByAltText(`Cabaña Sol, foto ${n} de 3`);
    const current = () =>
      [1, 2, 3].find((n) => photo(n).parentElement?.getAttribute('aria-hidden') === 'false');
    // Only the first photo is fetched until the card gets attention.
    expect(within(card).queryByAltText('Cabaña Sol, foto 2 de 3')).toBeNull();
    fireEvent.pointerEnter(within(card).getByRole('group', { name: 'Fotos de Cabaña Sol' }));
    expect(current()).toBe(1);
    expect(photo(1)).toHaveAttribute('src', '/media/a/one-480.webp');
    expect(photo(1)).toHaveAttribute('loading', 'lazy');
    expect(photo(1)).toHaveAttribute('width', '480');

    await user.click(within(card).getByRole('button', { name: 'Foto anterior' }));
    expect(current()).toBe(3);
    await user.click(within(card).getByRole('button', { name: 'Foto siguiente' }));
    expect(current()).toBe(1);

    fireEvent.error(photo(2));
    expect(photo(2)).toHaveAttribute('src', FALLBACK_PHOTO);
  });

  it('uses the fallback photo for a cabin without photos and reports hovering', () => {
    const onHoverChange = vi.fn();
    const { card } = renderCard({
      cabin: makeCabin({ name: 'Sin fotos', images: [] }),
      onHoverChange,
      highlighted: true,
    });
    expect(within(card).getByAltText('Sin fotos')).toHaveAttribute('src', FALLBACK_PHOTO);
    expect(card).toHaveAttribute('data-highlighted');
    fireEvent.pointerEnter(card);
    expect(onHoverChange).toHaveBeenLastCalledWith(true);
    fireEvent.pointerLeave(card);
    expect(onHoverChange).toHaveBeenLastCalledWith(false);
  });
});
