import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES, type GuestReview, type StayReview } from '../../../src/shared/reviews.ts';
import type { TripDetails } from '../../../src/shared/trip.ts';
import {
  createClient,
  json,
  renderApp,
  resetBrowserState,
  signIn,
  stubFetch,
} from '../auth/harness.tsx';

vi.mock('../../../src/features/map/components/lazy-cabin-location-map.tsx', () => ({
  LazyCabinLocationMap: () => <div />,
}));

afterEach(resetBrowserState);

const ID = 'res-0000-review01';
const COMMENT = 'Todo impecable, la chimenea y el bosque valen la pena.';
const CATEGORIES = {
  limpieza: 5,
  exactitud: 4,
  llegada: 5,
  comunicacion: 5,
  ubicacion: 4,
  calidadPrecio: 3,
};

function finishedTrip(review: StayReview): TripDetails {
  return {
    _id: ID,
    status: 'completed',
    paymentStatus: 'PAID',
    arrivalDate: '2026-11-17',
    departureDate: '2026-11-20',
    checkInTime: '15:00',
    checkOutTime: '12:00',
    nNights: 3,
    pax: 2,
    cabin: {
      id: 'cab-bosque',
      name: 'Cabaña del Bosque',
      accommodationType: 'Cabaña',
      image: 'scenes/forest-1',
      imageAlt: 'Cabaña del Bosque, foto 1',
      address: 'Camino al Tigre 12',
      population: 'Mazamitla',
      state: 'Jalisco',
      latitude: 19.9,
      longitude: -103.0,
    },
    payment: {
      currency: 'MXN',
      total: 5400,
      paid: 5400,
      refunded: 0,
      balanceDue: 0,
      card: null,
    },
    host: null,
    houseRules: null,
    checkInInstructions: null,
    checkInInstructionsUrl: null,
    cancellationPolicy: null,
    review,
  };
}

function open(review: StayReview, post?: (body: unknown) => Response) {
  signIn();
  return stubFetch({
    'GET /api/auth/check': () =>
      json({ success: true, data: { isAuthenticated: true, client: createClient() } }),
    [`GET /api/auth/my-reservations/${ID}`]: () =>
      json({ success: true, data: { reservation: finishedTrip(review) } }),
    [`GET /api/auth/my-reservations/${ID}/calendar.ics`]: () => json({}, 404),
    'POST /api/reviews': (request) => post!(request.body),
  });
}

/** Picks `n` stars in the radio group named `label` (its native radio: keyboard-operable). */
function pick(label: string, n: number) {
  const group = screen.getByRole('group', { name: label });
  fireEvent.click(
    within(group).getByRole('radio', { name: `${n} ${n === 1 ? 'estrella' : 'estrellas'}` }),
  );
}

describe('reviewing a finished stay on its trip page', () => {
  it('checks the form, sends the review and shows it', async () => {
    const written: GuestReview = {
      id: 'rev-1',
      rating: 4,
      categories: CATEGORIES,
      comment: COMMENT,
      createdAt: '2026-11-22T18:00:00.000Z',
    };
    const api = open({ status: 'open', deadline: '2026-12-04', review: null }, () =>
      json({ success: true, message: 'Reseña publicada', data: { review: written } }, 201),
    );
    renderApp(`/my-reservations/${ID}`);

    expect(await screen.findByText(/^Puedes calificar tu estancia hasta el 04 de/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /^Calificar estancia/ }));

    // Nothing chosen: every message of the form, and nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar reseña' }));
    expect(screen.getByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();
    expect(screen.getByText(REVIEW_MESSAGES.category('Limpieza'))).toBeVisible();
    expect(screen.getByText(REVIEW_MESSAGES.commentRequired)).toBeVisible();
    expect(api.calls('POST /api/reviews')).toHaveLength(0);

    // The stars are a group of five native radio buttons (Tab, arrow keys, Space).
    const overall = screen.getByRole('group', { name: 'Calificación general' });
    const radios = within(overall).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    pick('Calificación general', 4);
    expect(within(overall).getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    for (const [label, n] of [
      ['Limpieza', 5],
      ['Exactitud', 4],
      ['Llegada', 5],
      ['Comunicación', 5],
      ['Ubicación', 4],
      ['Calidad-precio', 3],
    ] as const) {
      pick(label, n);
    }
    fireEvent.change(screen.getByRole('textbox', { name: /Comentario/ }), {
      target: { value: 'Muy bien' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar reseña' }));
    expect(screen.getByText(REVIEW_MESSAGES.commentMin)).toBeVisible();

    fireEvent.change(screen.getByRole('textbox', { name: /Comentario/ }), {
      target: { value: COMMENT },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar reseña' }));

    expect(await screen.findByText('¡Gracias! Tu reseña ya está publicada.')).toBeVisible();
    expect(api.calls('POST /api/reviews')[0].body).toEqual({
      reservationId: ID,
      rating: 4,
      categories: CATEGORIES,
      comment: COMMENT,
    });
    const mine = screen.getByRole('group', { name: 'Tu reseña' });
    expect(within(mine).getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
    expect(within(mine).getByText(COMMENT)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Calificar estancia/ })).toBeNull();
  });

  it('shows the server’s Spanish refusal', async () => {
    open({ status: 'open', deadline: '2026-12-04', review: null }, () =>
      json(
        { success: false, message: REVIEW_MESSAGES.alreadyReviewed, errorType: 'REVIEW_EXISTS' },
        409,
      ),
    );
    renderApp(`/my-reservations/${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: /^Calificar estancia/ }));
    pick('Calificación general', 5);
    for (const label of [
      'Limpieza',
      'Exactitud',
      'Llegada',
      'Comunicación',
      'Ubicación',
      'Calidad-precio',
    ]) {
      pick(label, 5);
    }
    fireEvent.change(screen.getByRole('textbox', { name: /Comentario/ }), {
      target: { value: COMMENT },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar reseña' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyReviewed),
    );
  });

  it('says when the window has closed, and offers no form', async () => {
    open({ status: 'closed', deadline: '2026-11-10', review: null });
    renderApp(`/my-reservations/${ID}`);
    expect(await screen.findByText('El plazo para calificar esta estancia terminó.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Calificar estancia/ })).toBeNull();
  });
});
