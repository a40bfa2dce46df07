import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HOST_FIELD_MESSAGES, type CabinPatchInput } from '../../../src/shared/validation/host.ts';
import { json, resetBrowserState, signIn, stubFetch } from '../auth/harness.tsx';
import { answer, cabin, checkAs, host, renderHost } from './harness.tsx';

afterEach(resetBrowserState);

async function openForm() {
  const form = await screen.findByRole('form', { name: 'Detalles de la cabaña' });
  return { form, user: userEvent.setup() };
}

describe('/host/cabins/:id, the cabin editor', () => {
  it("shows the cabin's name, status, the tabs, and its values in 'Detalles'", async () => {
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/cab-1': () => answer(cabin()),
    });
    renderHost('/host/cabins/cab-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cabaña Los Encinos' }),
    ).toBeVisible();
    expect(screen.getByText('Borrador')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Detalles' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Detalles' })).toHaveAttribute('aria-selected', 'true');
    const { form } = await openForm();
    const f = within(form);
    expect(f.getByRole('textbox', { name: /Nombre de la cabaña/ })).toHaveValue(
      'Cabaña Los Encinos',
    );
    expect(f.getByRole('combobox', { name: /Tipo de alojamiento/ })).toHaveValue('Bungalow');
    expect(f.getByRole('textbox', { name: /Descripción/ })).toHaveValue('Entre encinos.');
    expect(f.getByRole('spinbutton', { name: /Huéspedes como mínimo/ })).toHaveValue(1);
    expect(f.getByRole('spinbutton', { name: /Huéspedes como máximo/ })).toHaveValue(4);
    expect(f.getByRole('spinbutton', { name: /Recámaras/ })).toHaveValue(2);
    expect(f.getByRole('spinbutton', { name: /Camas/ })).toHaveValue(3);
    expect(f.getByRole('spinbutton', { name: /Baños/ })).toHaveValue(1);
    expect(f.getByRole('checkbox', { name: 'Wifi' })).toBeChecked();
    expect(f.getByRole('checkbox', { name: 'Vista al bosque' })).toBeChecked();
    expect(f.getByRole('checkbox', { name: 'Chimenea' })).not.toBeChecked();
    expect(f.getByLabelText(/Hora de llegada/)).toHaveValue('15:00');
    expect(f.getByLabelText(/Hora de salida/)).toHaveValue('11:00');
    expect(f.getByRole('combobox', { name: /Política de cancelación/ })).toHaveValue('moderate');
    expect(f.getByRole('textbox', { name: /Reglas de la casa/ })).toHaveValue('No fumar.');
    expect(f.getByRole('textbox', { name: /Instrucciones de llegada/ })).toHaveValue(
      'La llave está en la caja.',
    );
  });

  it('refuses a bad value with the Spanish message and sends nothing', async () => {
    signIn(host());
    const api = stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/cab-1': () => answer(cabin()),
    });
    renderHost('/host/cabins/cab-1');
    const { form, user } = await openForm();
    const max = within(form).getByRole('spinbutton', { name: /Huéspedes como máximo/ });
    await user.clear(max);
    await user.type(max, '99');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(HOST_FIELD_MESSAGES.guests)).toBeVisible();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PATCH /api/host/cabins/cab-1')).toHaveLength(0);
  });

  it('saves with a PATCH of the record and shows the toast', async () => {
    signIn(host());
    const saved = cabin({
      accomodationDescription: 'Una cabaña entre encinos con chimenea.',
      propertyDetails: { ...cabin().propertyDetails, maxOccupancy: 6 },
      updatedAt: '2026-11-26T11:00:00.000Z',
    });
    const api = stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/cab-1': () => answer(cabin()),
      'PATCH /api/host/cabins/cab-1': () => answer(saved, 'Cambios guardados'),
      'GET /api/host/cabins': () =>
        json({ success: true, data: { total: 0, page: 1, pageSize: 50, cabins: [] } }),
    });
    renderHost('/host/cabins/cab-1');
    const { form, user } = await openForm();
    const f = within(form);
    const description = f.getByRole('textbox', { name: /Descripción/ });
    await user.clear(description);
    await user.paste('Una cabaña entre encinos con chimenea.');
    const max = f.getByRole('spinbutton', { name: /Huéspedes como máximo/ });
    await user.clear(max);
    await user.type(max, '6');
    await user.click(f.getByRole('checkbox', { name: 'Chimenea' }));
    await user.click(f.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeVisible();
    const [sent] = api.calls('PATCH /api/host/cabins/cab-1');
    const body = sent.body as CabinPatchInput;
    expect(body.accomodationDescription).toBe('Una cabaña entre encinos con chimenea.');
    expect(body.propertyDetails).toEqual({
      name: 'Cabaña Los Encinos',
      accomodationType: 'Bungalow',
      minOccupancy: 1,
      maxOccupancy: 6,
      bedrooms: 2,
    });
    expect(body.additionalInfo).toEqual({ nBeds: 3, nRestrooms: 1 });
    expect(body.accommodationFeatures?.generalFeatures).toMatchObject({
      wifi: true,
      fireplace: true,
      tv: false,
    });
    expect(body.checkInTime).toBe('15:00');
    expect(body.cancellationPolicy).toBe('moderate');
    // The form is drawn again from the saved cabin.
    const again = await screen.findByRole('form', { name: 'Detalles de la cabaña' });
    await waitFor(() =>
      expect(within(again).getByRole('spinbutton', { name: /Huéspedes como máximo/ })).toHaveValue(
        6,
      ),
    );
  });

  it("puts the server's field errors on their fields", async () => {
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/cab-1': () => answer(cabin()),
      'PATCH /api/host/cabins/cab-1': () =>
        json(
          {
            success: false,
            error: HOST_FIELD_MESSAGES.name,
            fields: { 'propertyDetails.name': HOST_FIELD_MESSAGES.name },
          },
          400,
        ),
    });
    renderHost('/host/cabins/cab-1');
    const { form, user } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    const name = within(form).getByRole('textbox', { name: /Nombre de la cabaña/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getAllByText(HOST_FIELD_MESSAGES.name).length).toBeGreaterThan(0);
  });

  it("'Publicar' lists what is missing (the 409), and a publish updates the status", async () => {
    signIn(host());
    let ready = false;
    const missing = [
      { requirement: 'photos', message: 'Al menos 5 fotos, cada una con su texto alternativo' },
      { requirement: 'price', message: 'Un precio por noche' },
    ];
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/cab-1': () => answer(cabin()),
      'POST /api/host/cabins/cab-1/publish': () =>
        ready
          ? answer(
              cabin({ status: 'published', updatedAt: '2026-11-26T12:00:00.000Z' }),
              'Cabaña publicada',
            )
          : json(
              {
                success: false,
                error: 'Para publicar la cabaña falta: …',
                errorType: 'PUBLISH_REQUIREMENTS',
                missing,
              },
              409,
            ),
      'GET /api/host/cabins': () =>
        json({ success: true, data: { total: 0, page: 1, pageSize: 50, cabins: [] } }),
    });
    renderHost('/host/cabins/cab-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Para publicar la cabaña falta:')).toBeVisible();
    expect(
      within(alert).getByText('Al menos 5 fotos, cada una con su texto alternativo'),
    ).toBeVisible();
    expect(within(alert).getByText('Un precio por noche')).toBeVisible();
    expect(screen.getByText('Borrador')).toBeVisible();

    ready = true;
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByRole('button', { name: 'Despublicar' })).toBeVisible();
    expect(screen.getByText('Publicada')).toBeVisible();
    expect(screen.queryByText('Un precio por noche')).toBeNull();
  });

  it("another host's cabin is 'Cabaña no encontrada', with a way back", async () => {
    signIn(host());
    stubFetch({
      'GET /api/auth/check': checkAs(host()),
      'GET /api/host/cabins/otra': () =>
        json({ success: false, error: 'Cabaña no encontrada' }, 404),
      'GET /api/host/cabins': () =>
        json({ success: true, data: { total: 0, page: 1, pageSize: 50, cabins: [] } }),
    });
    const router = renderHost('/host/cabins/otra');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cabaña no encontrada' }),
    ).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Volver a Mis cabañas' }));
    expect(router.state.location.pathname).toBe('/host');
  });
});
