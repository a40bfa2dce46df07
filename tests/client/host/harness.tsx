import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../../src/app/provider.tsx';
import { HostCabinEditorRoute } from '../../../src/app/routes/host/cabin-editor.tsx';
import { HostDashboardRoute } from '../../../src/app/routes/host/dashboard.tsx';
import { HostReservationsRoute } from '../../../src/app/routes/host/reservations.tsx';
import type { HostCabinDetail } from '../../../src/features/host/api/host-cabin.ts';
import type { Client } from '../../../src/shared/types.ts';
import { createClient, json } from '../auth/harness.tsx';

/** The set-up the host console's tests share: a host, the console's routes, a cabin as the API gives it. */

export const host = () => createClient({ roles: ['guest', 'host'] });

/** GET /api/auth/check answering with that account signed in. */
export const checkAs = (client: Client) => () =>
  json({ success: true, data: { isAuthenticated: true, client } });

/** The console's pages (/host, the cabin editor, 'Reservas') in the app's providers, at `path`. */
export function renderHost(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <main>Inicio</main> },
      { path: '/login', element: <main>Iniciar sesión</main> },
      { path: '/host', element: <HostDashboardRoute /> },
      { path: '/host/cabins/:id', element: <HostCabinEditorRoute /> },
      { path: '/host/reservations', element: <HostReservationsRoute /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** A draft cabin 'cab-1' as GET /api/host/cabins/:id answers it, with `overrides`. */
export function cabin(overrides: Partial<HostCabinDetail> = {}): HostCabinDetail {
  return {
    _id: 'cab-1',
    status: 'draft',
    propertyDetails: {
      name: 'Cabaña Los Encinos',
      accomodationType: 'Bungalow',
      minOccupancy: 1,
      maxOccupancy: 4,
      bedrooms: 2,
      minNights: 1,
    },
    location: { population: '', state: '', latitude: 0, longitude: 0, address: '' },
    additionalInfo: { nBeds: 3, nRestrooms: 1, nBedrooms: 2 },
    accomodationDescription: 'Entre encinos.',
    others: { basePrice2nights: 0, baseCost: 0, weekendPrice: null },
    precioCalculado: { precioBaseFinal: 0, comisionServicio: 0 },
    seasonalRates: [],
    restrictions: [],
    images: [],
    files: [],
    accommodationFeatures: {
      generalFeatures: { wifi: true, fireplace: false },
      views: { forestView: true },
      activities: {},
      parking: {},
      restroomFeatures: {},
      kitchen: {},
      sport: {},
      livingRoom: {},
    },
    rating: { average: null, count: 0 } as unknown as HostCabinDetail['rating'],
    bookingMode: 'instant',
    cancellationPolicy: 'moderate',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    houseRules: 'No fumar.',
    checkInInstructions: 'La llave está en la caja.',
    photos: [],
    publishMissing: [],
    pricing: {
      basePrice: null,
      weekendPrice: null,
      cleaningFee: 0,
      minNights: 1,
      seasonalRates: [],
    },
    icalExportUrl: '/ical/secreto.ics',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

/** The API's answer with a cabin (and a message, as the editor's saves have). */
export const answer = (c: HostCabinDetail, message?: string) =>
  json({ success: true, ...(message ? { message } : {}), data: { cabin: c } });
