import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeRoute } from '../../../src/app/routes/home.tsx';
import { DESTINATION_STORAGE_KEY } from '../../../src/features/search/destination-preselection.ts';
import {
  LOADING_MESSAGES,
  LOADING_MESSAGE_INTERVAL_MS,
} from '../../../src/features/home/components/loading-messages.tsx';
import type { DestinationSummary } from '../../../src/shared/destinations.ts';
import type { Cabin } from '../../../src/shared/types.ts';
import { json, makeCabin, renderAt, setViewport, stubApi } from '../search/helpers.tsx';

const DESTINATIONS: DestinationSummary[] = [
  {
    population: 'Mazamitla',
    state: 'Jalisco',
    count: 12,
    minPrice: 1450,
    image: 'scenes/forest-1',
  },
  {
    population: 'Valle de Bravo',
    state: 'Estado de México',
    count: 9,
    minPrice: 2100,
    image: 'scenes/lake-2',
  },
  { population: 'Tulum', state: 'Quintana Roo', count: 7, minPrice: 3200, image: 'scenes/beach-1' },
  {
    population: 'Bacalar',
    state: 'Quintana Roo',
    count: 5,
    minPrice: 2750,
    image: 'scenes/lake-1',
  },
  { population: 'Mérida', state: 'Yucatán', count: 3, minPrice: 1990.5, image: null },
  {
    population: 'Real de Catorce',
    state: 'San Luis Potosí',
    count: 2,
    minPrice: 1200,
    image: 'scenes/desert-1',
  },
  {
    population: 'Holbox',
    state: 'Quintana Roo',
    count: 1,
    minPrice: 4100,
    image: 'scenes/beach-2',
  },
];

function catalogue(): Cabin[] {
  return [
    makeCabin({ population: 'Tulum', state: 'Quintana Roo', name: 'Casa Jaguar' }),
    makeCabin({ population: 'Mazamitla', state: 'Jalisco', name: 'Cabaña Pino' }),
    makeCabin({ population: 'Mazamitla', state: 'Jalisco', name: 'Cabaña Roble' }),
    makeCabin({ population: 'Mazamitla', state: 'Jalisco', name: 'Cabaña Encino' }),
    makeCabin({ population: 'Tulum', state: 'Quintana Roo', name: 'Casa Ceiba' }),
    makeCabin({ population: 'Holbox', state: 'Quintana Roo', name: 'Palapa Azul' }),
  ];
}

// Rendering a whole page is slow on a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });

/** Every observed element is in view at once (jsdom has no layout to scroll). */
class InstantIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  sessionStorage.clear();
  setViewport('desktop');
  vi.stubGlobal('IntersectionObserver', InstantIntersectionObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home page', () => {
  it('rotates its loading messages every 2 seconds while the cabins load', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubApi({ onCabins: () => new Promise<Response>(() => {}), destinations: DESTINATIONS });
    renderAt(<HomeRoute />);

    const status = await screen.findByText(LOADING_MESSAGES[0]);
    expect(status.closest('[role="status"]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(LOADING_MESSAGE_INTERVAL_MS - 1));
    expect(screen.getByText(LOADING_MESSAGES[0])).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(LOADING_MESSAGES[1])).toBeVisible();
    expect(screen.queryByText(LOADING_MESSAGES[0])).toBeNull();
    act(() => vi.advanceTimersByTime(LOADING_MESSAGE_INTERVAL_MS));
    expect(screen.getByText('Encendiendo la chimenea…')).toBeVisible();
  });

  it('shows the 6 most popular destinations with counts and lowest prices, then one carousel per destination', async () => {
    stubApi({ cabins: catalogue(), destinations: DESTINATIONS });
    renderAt(<HomeRoute />);

    const section = await screen.findByRole('region', {
      name: 'Quédate cerca de un destino popular',
    });
    const cards = within(section).getAllByRole('button');
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => card.textContent)).toEqual([
      'Mazamitla, Jalisco12 alojamientosDesde $1,450 por noche',
      'Valle de Bravo, Estado de México9 alojamientosDesde $2,100 por noche',
      'Tulum, Quintana Roo7 alojamientosDesde $3,200 por noche',
      'Bacalar, Quintana Roo5 alojamientosDesde $2,750 por noche',
      'Mérida, Yucatán3 alojamientosDesde $1,990.50 por noche',
      'Real de Catorce, San Luis Potosí2 alojamientosDesde $1,200 por noche',
    ]);
    // Each has its page (issue 18), for people and search engines alike.
    const pages = within(section).getAllByRole('link', { name: /^Ver cabañas en / });
    expect(pages.map((link) => link.getAttribute('href'))).toEqual([
      '/destinos/mazamitla',
      '/destinos/valle-de-bravo',
      '/destinos/tulum',
      '/destinos/bacalar',
      '/destinos/merida',
      '/destinos/real-de-catorce',
    ]);
    expect(pages[4]).toHaveAccessibleName('Ver cabañas en Mérida, Yucatán');

    const carousels = await screen.findAllByRole('heading', { name: /^Explora / });
    expect(carousels.map((h) => h.textContent)).toEqual([
      'Explora Mazamitla',
      'Explora Tulum',
      'Explora Holbox',
    ]);
    const mazamitla = screen.getByRole('region', { name: 'Explora Mazamitla' });
    expect(within(mazamitla).getAllByRole('listitem')).toHaveLength(3);
    expect(within(mazamitla).getByRole('link', { name: /Cabaña Roble/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('says "1 alojamiento" for a destination with one cabin', async () => {
    stubApi({
      cabins: [makeCabin({ population: 'Holbox', state: 'Quintana Roo' })],
      destinations: [DESTINATIONS[6]],
    });
    renderAt(<HomeRoute />);
    const section = await screen.findByRole('region', {
      name: 'Quédate cerca de un destino popular',
    });
    expect(within(section).getByRole('button')).toHaveTextContent('1 alojamiento');
    expect(within(section).getByRole('button')).not.toHaveTextContent('1 alojamientos');
  });

  it('loads the first destination photo at once and the others lazily (LCP)', async () => {
    stubApi({ cabins: catalogue(), destinations: DESTINATIONS });
    const { container } = renderAt(<HomeRoute />);
    await screen.findByRole('region', { name: 'Quédate cerca de un destino popular' });
    const photos = [
      ...container.querySelectorAll<HTMLImageElement>(
        'section[aria-labelledby="popular-destinations"] img',
      ),
    ];
    expect(photos[0]).toHaveAttribute('loading', 'eager');
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
    expect(photos[0]).toHaveAttribute('width', '480');
    expect(photos[0]).toHaveAttribute('height', '360');
    expect(photos[0]).toHaveAttribute('src', '/media/scenes/forest-1-480.webp');
    for (const photo of photos.slice(1)) expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('choosing a destination card scrolls up, keeps it for the session and opens Llegada', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    stubApi({ cabins: catalogue(), destinations: DESTINATIONS });
    const { user } = renderAt(<HomeRoute />);

    await user.click(await screen.findByRole('button', { name: /^Tulum, Quintana Roo/ }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(sessionStorage.getItem(DESTINATION_STORAGE_KEY)).toBe('Tulum, Quintana Roo');
    expect(screen.getByRole('combobox', { name: 'Destino' })).toHaveValue('Tulum, Quintana Roo');
    expect(screen.getByRole('dialog', { name: 'Fecha de llegada' })).toBeVisible();
  });

  it('explains a failure and retries', async () => {
    // Only the retry back-off (2 s, 4 s, 8 s) is skipped; fetch and React run on real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let fail = true;
    stubApi({
      destinations: DESTINATIONS,
      onCabins: () =>
        fail
          ? json({ success: false, message: 'Error' }, 503)
          : json({ success: true, habitaciones: catalogue() }),
    });
    const { user } = renderAt(<HomeRoute />);
    for (let i = 0; i < 40 && !screen.queryByRole('alert'); i++) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    }
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Ocurrió un error' })).toBeVisible();
    expect(alert).toHaveTextContent(
      'No se pudieron cargar los datos de las cabañas. Por favor, intenta de nuevo más tarde.',
    );

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Explora Mazamitla' })).toBeVisible();
    expect(screen.queryByText('Ocurrió un error')).toBeNull();
  });

  it('falls back to the cabin list when the destinations cannot be read', async () => {
    stubApi({
      cabins: catalogue(),
      onDestinations: () => json({ success: false, message: 'No encontrado' }, 404),
    });
    renderAt(<HomeRoute />);
    const section = await screen.findByRole('region', {
      name: 'Quédate cerca de un destino popular',
    });
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Mazamitla, Jalisco3 alojamientosDesde $1,850 por noche',
      'Tulum, Quintana Roo2 alojamientosDesde $1,850 por noche',
      'Holbox, Quintana Roo1 alojamientoDesde $1,850 por noche',
    ]);
  });

  it('lets the keyboard page through a carousel', async () => {
    // jsdom has no layout: give the row a width so it can scroll.
    const sizes = vi
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'list' ? 1200 : 0;
      });
    const client = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(() => 500);
    const offset = vi
      .spyOn(HTMLElement.prototype, 'offsetWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.hasAttribute('data-carousel-item') ? 236 : 0;
      });
    try {
      const many = Array.from({ length: 5 }, (_, i) =>
        makeCabin({ population: 'Mazamitla', state: 'Jalisco', name: `Cabaña ${i + 1}` }),
      );
      stubApi({ cabins: many, destinations: [DESTINATIONS[0]] });
      const { user } = renderAt(<HomeRoute />);
      const region = await screen.findByRole('region', { name: 'Explora Mazamitla' });
      const previous = await within(region).findByRole('button', { name: 'Anterior' });
      const next = within(region).getByRole('button', { name: 'Siguiente' });
      const list = within(region).getByRole('list');
      expect(previous).toHaveAttribute('aria-controls', list.id);
      expect(previous).toBeDisabled();
      expect(next).toBeEnabled();

      await user.click(next);
      await waitFor(() => expect(previous).toBeEnabled());
      await waitFor(() => expect(list.style.transform).toMatch(/translateX\(-\d/));
    } finally {
      sizes.mockRestore();
      client.mockRestore();
      offset.mockRestore();
    }
  });
});
