import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../src/app/provider.tsx';
import { useHostCabin, type HostCabinDetail } from '../../../src/features/host/api/host-cabin.ts';
import {
  LocationPanel,
  type RenderLocationMap,
} from '../../../src/features/host/components/location-panel.tsx';
import { HOST_FIELD_MESSAGES } from '../../../src/shared/validation/host.ts';
import { createClient, json, resetBrowserState, signIn, stubFetch } from '../auth/harness.tsx';

/**
 * 'Ubicación' of the cabin editor against a stubbed API. The Leaflet map is the route's (tested
 * in e2e/host-photos.spec.ts); here a stand-in map shows the pin it gets and moves it.
 */

afterEach(resetBrowserState);

function cabin(location: HostCabinDetail['location']): HostCabinDetail {
  return {
    _id: 'cab-1',
    status: 'draft',
    propertyDetails: { name: 'Cabaña Los Encinos' },
    location,
    images: [],
    photos: [],
    publishMissing: [],
    updatedAt: '2026-11-26T10:00:00.000Z',
  } as unknown as HostCabinDetail;
}

const standInMap: RenderLocationMap = ({ position, onChange }) => (
  <div>
    <p>{position ? `Pin: ${position.latitude}, ${position.longitude}` : 'Sin pin'}</p>
    <button type="button" onClick={() => onChange({ latitude: 19.2, longitude: -100.13 })}>
      Poner el pin
    </button>
  </div>
);

function Harness() {
  const query = useHostCabin('cab-1');
  return query.data ? <LocationPanel cabin={query.data} renderMap={standInMap} /> : null;
}

function renderPanel() {
  render(
    <AppProvider>
      <Harness />
    </AppProvider>,
  );
}

const noLocation = { address: '', population: '', state: '', latitude: 0, longitude: 0 };

describe("'Ubicación' of the cabin editor", () => {
  it('asks for every part in Spanish, the pin included, and sends nothing', async () => {
    signIn(createClient({ roles: ['guest', 'host'] }));
    const api = stubFetch({
      'GET /api/host/cabins/cab-1': () =>
        json({ success: true, data: { cabin: cabin(noLocation) } }),
    });
    renderPanel();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Ubicación de la cabaña' });
    // A draft's stand-in (0, 0) is no pin.
    expect(within(form).getByText('Sin pin')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /Latitud/ })).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Guardar ubicación' }));
    expect(await within(form).findByText(HOST_FIELD_MESSAGES.addressRequired)).toBeVisible();
    expect(within(form).getByText(HOST_FIELD_MESSAGES.populationRequired)).toBeVisible();
    expect(within(form).getByText(HOST_FIELD_MESSAGES.stateRequired)).toBeVisible();
    expect(within(form).getAllByText(HOST_FIELD_MESSAGES.coordinatesRequired)).toHaveLength(2);

    // A typed point outside Mexico is refused with the server's limits.
    await user.type(within(form).getByRole('textbox', { name: /Latitud/ }), '40.7');
    await user.type(within(form).getByRole('textbox', { name: /Longitud/ }), '-74');
    await user.click(within(form).getByRole('button', { name: 'Guardar ubicación' }));
    expect(await within(form).findByText(HOST_FIELD_MESSAGES.latitude)).toBeVisible();
    expect(within(form).getByText(HOST_FIELD_MESSAGES.longitude)).toBeVisible();
    expect(within(form).getByText('Sin pin')).toBeVisible();
    expect(api.calls('PATCH /api/host/cabins/cab-1')).toHaveLength(0);
  });

  it('takes the pin from the map into the fields, and typed ones onto the map; saves', async () => {
    signIn(createClient({ roles: ['guest', 'host'] }));
    let stored = cabin(noLocation);
    const api = stubFetch({
      'GET /api/host/cabins/cab-1': () => json({ success: true, data: { cabin: stored } }),
      'GET /api/host/cabins': () => json({ success: true, data: { cabins: [] } }),
      'PATCH /api/host/cabins/cab-1': (request) => {
        const { location } = request.body as { location: HostCabinDetail['location'] };
        stored = cabin(location);
        return json({ success: true, message: 'Cambios guardados', data: { cabin: stored } });
      },
    });
    renderPanel();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Ubicación de la cabaña' });
    const f = within(form);
    await user.type(f.getByRole('textbox', { name: /Dirección/ }), 'Camino a Avándaro 12');
    await user.type(f.getByRole('textbox', { name: /Población/ }), 'Valle de Bravo');
    await user.type(f.getByRole('textbox', { name: /Estado/ }), 'Estado de México');

    await user.click(f.getByRole('button', { name: 'Poner el pin' }));
    expect(f.getByRole('textbox', { name: /Latitud/ })).toHaveValue('19.2');
    expect(f.getByRole('textbox', { name: /Longitud/ })).toHaveValue('-100.13');
    expect(f.getByText('Pin: 19.2, -100.13')).toBeVisible();

    const latitude = f.getByRole('textbox', { name: /Latitud/ });
    await user.clear(latitude);
    await user.type(latitude, '19.19');
    expect(f.getByText('Pin: 19.19, -100.13')).toBeVisible();

    await user.click(f.getByRole('button', { name: 'Guardar ubicación' }));
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    expect(api.calls('PATCH /api/host/cabins/cab-1')[0].body).toEqual({
      location: {
        address: 'Camino a Avándaro 12',
        population: 'Valle de Bravo',
        state: 'Estado de México',
        latitude: 19.19,
        longitude: -100.13,
      },
    });
    await waitFor(() => expect(f.getByText('Pin: 19.19, -100.13')).toBeVisible());
  });
});
