import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CabinReview } from '../../../src/shared/types.ts';
import { createCabin, renderCabinPage, stubApi } from './fixtures.tsx';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00-06:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const reviews: CabinReview[] = [
  {
    id: 'r1',
    authorName: 'Lucía',
    rating: 5,
    comment: 'Preciosa, muy limpia.',
    createdAt: '2026-10-03T15:00:00Z',
  },
  {
    id: 'r2',
    authorName: 'Andrés',
    rating: 4,
    comment: 'Buena chimenea.',
    createdAt: '2026-11-10T15:00:00Z',
  },
];

describe('cabin detail page', () => {
  it('shows a spinner, then the cabin: name, location, rating, capacity and description', async () => {
    stubApi({ reviews });
    renderCabinPage();
    expect(screen.getByLabelText('Cargando cabaña…')).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cabaña Los Pinos' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Mazamitla, Jalisco')).toHaveLength(2);
    expect(screen.getAllByText('4.8 · 12 reseñas')).toHaveLength(2);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Cabaña entera en Mazamitla' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 huéspedes · 2 recámaras · 3 camas · 1 baño')).toBeInTheDocument();
    expect(screen.getByText('Entre pinos, con chimenea y terraza.')).toBeInTheDocument();
    expect(screen.queryByText(/Estancia mínima/)).not.toBeInTheDocument();
    expect(screen.getByText('Esta reserva no es reembolsable')).toBeInTheDocument();
  });

  it('lays out the photos: the first large and eager, every photo in the dialog', async () => {
    stubApi();
    const user = userEvent.setup();
    renderCabinPage();
    const first = await screen.findByRole('img', { name: 'Cabaña Los Pinos, foto 1 de 3' });
    expect(first).toHaveAttribute('src', '/media/scenes/forest-1-1200.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/media/scenes/forest-1-480.webp 480w, /media/scenes/forest-1-800.webp 800w, ' +
        '/media/scenes/forest-1-1200.webp 1200w',
    );
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1200');
    expect(screen.getByRole('img', { name: 'Cabaña Los Pinos, foto 2 de 3' })).toHaveAttribute(
      'loading',
      'lazy',
    );

    await user.click(screen.getByRole('button', { name: 'Mostrar todas las fotos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotos de Cabaña Los Pinos' });
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'Cabaña Los Pinos, foto 1 de 3',
      'Cabaña Los Pinos, foto 2 de 3',
      'Cabaña Los Pinos, foto 3 de 3',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar fotos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("uses the host's alt text of each photo, in the grid and in the dialog", async () => {
    const alts = ['La fachada entre pinos', 'La chimenea encendida', 'La terraza al atardecer'];
    stubApi({ cabin: createCabin({ imageAlts: alts }) });
    const user = userEvent.setup();
    renderCabinPage();
    expect(await screen.findByRole('img', { name: 'La fachada entre pinos' })).toHaveAttribute(
      'src',
      '/media/scenes/forest-1-1200.webp',
    );
    expect(screen.queryByRole('img', { name: /foto 1 de 3/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar todas las fotos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotos de Cabaña Los Pinos' });
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(alts);
  });

  it('uses the fallback photo for a cabin without images', async () => {
    stubApi({ cabin: createCabin({ images: [] }) });
    renderCabinPage();
    expect(await screen.findByRole('img', { name: 'Cabaña Los Pinos, foto' })).toHaveAttribute(
      'src',
      '/fallback-cabin.svg',
    );
  });

  it('lists 10 amenities and opens a dialog with all of them', async () => {
    const keys = [
      'wifi',
      'tv',
      'airConditioning',
      'heating',
      'fireplace',
      'petsAllowed',
      'workspace',
      'hotWater',
      'washingMachine',
      'privatePool',
    ];
    stubApi({
      cabin: createCabin({
        accommodationFeatures: {
          generalFeatures: Object.fromEntries(keys.map((k) => [k, true])),
          views: { lakeView: true, seaView: false },
          activities: {},
          parking: { freeParking: true },
          restroomFeatures: {},
          kitchen: { kitchen: true, wifi: true } as Record<string, boolean>,
          sport: {},
          livingRoom: {},
        },
      }),
    });
    const user = userEvent.setup();
    renderCabinPage();
    const section = within(await screen.findByRole('region', { name: 'Lo que ofrece este lugar' }));
    expect(section.getAllByRole('listitem')).toHaveLength(10);
    expect(section.getByText('Wifi')).toBeInTheDocument();
    expect(section.queryByText('Vista al lago')).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Mostrar las 13 amenidades' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lo que ofrece este lugar' }));
    expect(dialog.getAllByRole('listitem')).toHaveLength(13);
    expect(dialog.getByText('Vista al lago')).toBeInTheDocument();
    expect(dialog.getByText('Estacionamiento gratuito')).toBeInTheDocument();
    expect(dialog.queryByText('Vista al mar')).not.toBeInTheDocument();
  });

  it('shows no amenities button when there are 10 or fewer', async () => {
    stubApi();
    renderCabinPage();
    await screen.findByRole('region', { name: 'Lo que ofrece este lugar' });
    expect(screen.queryByRole('button', { name: /Mostrar las \d+ amenidades/ })).toBeNull();
  });

  it('saves the cabin locally with the heart', async () => {
    stubApi();
    const user = userEvent.setup();
    renderCabinPage();
    const save = await screen.findByRole('button', { name: 'Guardar' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('refugio.favorites') ?? '[]')).toEqual(['cab-1']);
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem('refugio.favorites') ?? '[]')).toEqual([]);
  });

  it('shares with the Web Share API when there is one', async () => {
    stubApi();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    renderCabinPage();
    await user.click(await screen.findByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Cabaña Los Pinos', url: window.location.href }),
    );
    expect(screen.queryByText('Enlace copiado')).not.toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the link when the Web Share API is missing', async () => {
    stubApi();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderCabinPage();
    await user.click(await screen.findByRole('button', { name: 'Compartir' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent('Enlace copiado');
  });

  it('shows the reviews, newest first, with the month in Mexican Spanish', async () => {
    stubApi({ reviews });
    renderCabinPage();
    const section = within(await screen.findByRole('region', { name: /4.8 · 12 reseñas/ }));
    const articles = await section.findAllByRole('article');
    expect(articles.map((a) => within(a).getByText(/Lucía|Andrés/).textContent)).toEqual([
      'Andrés',
      'Lucía',
    ]);
    expect(section.getByText('octubre de 2026')).toBeInTheDocument();
    expect(section.getByText('Preciosa, muy limpia.')).toBeInTheDocument();
    expect(section.getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
  });

  it('calls a cabin without reviews Nuevo', async () => {
    stubApi({ cabin: createCabin({ rating: { average: null, count: 0 } }) });
    renderCabinPage();
    expect(await screen.findByText('Nuevo')).toBeInTheDocument();
    expect(screen.queryByText(/reseñas$/)).not.toBeInTheDocument();
  });

  it('shows the minimum stay when it is more than one night', async () => {
    stubApi({ cabin: createCabin({ propertyDetails: { minNights: 3 } as never }) });
    renderCabinPage();
    expect(await screen.findByText('Estancia mínima: 3 noches')).toBeInTheDocument();
  });

  it('links to directions in a new tab', async () => {
    stubApi();
    renderCabinPage();
    const link = await screen.findByRole('link', { name: /Cómo llegar/ });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=19.915,-103.02',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('Camino al Tigre 12')).toBeInTheDocument();
  });

  it('shows La cabaña no fue encontrada with a link home for an unknown cabin', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderCabinPage('/cabin/no-existe');
    expect(
      await screen.findByRole('heading', { name: 'La cabaña no fue encontrada' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
