import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession } from '../../../src/lib/session.ts';
import {
  createClient,
  fakeToken,
  json,
  renderApp,
  resetBrowserState,
  signIn,
  stubFetch,
} from './harness.tsx';

afterEach(resetBrowserState);

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Crear Cuenta' });

async function openRegister() {
  renderApp('/register');
  await screen.findByRole('heading', { name: 'Crear Cuenta', level: 1 });
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Nombre/), 'Ana');
  await user.type(field(/^Apellido/), 'Ruiz');
  await user.type(field(/^Correo electrónico/), 'Ana@Example.mx');
  await user.type(field(/^Teléfono/), '55 1234-5678');
  await user.type(field(/^Contraseña/), 'montaña-2026');
  await user.type(field(/^Confirmar contraseña/), 'montaña-2026');
  await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
}

describe('/register', () => {
  it('shows the six fields, the +52 prefix, the hint and the legal links', async () => {
    stubFetch({});
    await openRegister();
    for (const label of [
      /^Nombre/,
      /^Apellido/,
      /^Correo electrónico/,
      /^Teléfono/,
      /^Contraseña/,
      /^Confirmar contraseña/,
    ]) {
      expect(field(label)).toBeVisible();
    }
    expect(screen.getByText('+52')).toBeVisible();
    expect(screen.getByText('Teléfono opcional - 10 dígitos sin espacios')).toBeVisible();
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
  });

  it('only says Google sign-up is not available yet', async () => {
    const api = stubFetch({});
    const user = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));
    expect(screen.getByText('Registro con google no disponible aún')).toBeVisible();
    expect(api.requests).toEqual([]);
  });

  it('shows every required message on an empty submit and sends nothing', async () => {
    const api = stubFetch({});
    const user = await openRegister();
    await user.click(submit());
    for (const message of [
      'El nombre es obligatorio',
      'El apellido es obligatorio',
      'El correo electrónico es obligatorio',
      'La contraseña es obligatoria',
      'Confirma tu contraseña',
      'Debes aceptar los términos y condiciones',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(api.requests).toEqual([]);
  });

  it('shows the SPEC §5 messages for values that are too short or do not match', async () => {
    stubFetch({});
    const user = await openRegister();
    await user.type(field(/^Nombre/), 'A');
    await user.type(field(/^Apellido/), ' R ');
    await user.type(field(/^Correo electrónico/), 'ana@correo');
    await user.type(field(/^Teléfono/), '55123');
    await user.type(field(/^Contraseña/), '12345');
    await user.type(field(/^Confirmar contraseña/), '123456');
    await user.click(submit());
    for (const message of [
      'El nombre debe tener al menos 2 caracteres',
      'El apellido debe tener al menos 2 caracteres',
      'Correo electrónico inválido',
      'El teléfono debe tener exactamente 10 dígitos',
      'La contraseña debe tener al menos 6 caracteres',
      'Las contraseñas no coinciden',
      'Debes aceptar los términos y condiciones',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });

  it('shows the maximum-length messages', async () => {
    stubFetch({});
    const user = await openRegister();
    await user.click(field(/^Nombre/));
    await user.paste('N'.repeat(61));
    await user.click(field(/^Apellido/));
    await user.paste('A'.repeat(61));
    await user.click(field(/^Correo electrónico/));
    await user.paste(`${'a'.repeat(250)}@x.mx`);
    await user.click(field(/^Contraseña/));
    await user.paste('x'.repeat(129));
    await user.click(submit());
    expect(await screen.findByText('El nombre debe tener como máximo 60 caracteres')).toBeVisible();
    expect(screen.getByText('El apellido debe tener como máximo 60 caracteres')).toBeVisible();
    expect(
      screen.getByText('El correo electrónico debe tener como máximo 254 caracteres'),
    ).toBeVisible();
    expect(screen.getByText('La contraseña debe tener como máximo 128 caracteres')).toBeVisible();
  });

  it('keeps only digits in the phone, at most 10, and a pasted +52 is dropped', async () => {
    stubFetch({});
    const user = await openRegister();
    const phone = field(/^Teléfono/);
    await user.type(phone, '55-12 ab 34');
    expect(phone).toHaveValue('551234');
    await user.type(phone, '5678999');
    expect(phone).toHaveValue('5512345678');
    await user.clear(phone);
    await user.paste('+52 33 1234 5678');
    expect(phone).toHaveValue('3312345678');
  });

  it('shows and hides both passwords', async () => {
    stubFetch({});
    const user = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(field(/^Contraseña/)).toHaveAttribute('type', 'text');
    expect(field(/^Confirmar contraseña/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar confirmación de contraseña' }));
    expect(field(/^Confirmar contraseña/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(field(/^Contraseña/)).toHaveAttribute('type', 'password');
  });

  it('creates the account with the phone as +52 and 10 digits, signs in and goes home', async () => {
    const client = createClient({ email: 'ana@example.mx' });
    const token = fakeToken();
    const api = stubFetch({
      'POST /api/auth/register': () => json({ success: true, data: { token, client } }, 201),
    });
    const user = await openRegister();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
    expect(api.calls('POST /api/auth/register')[0].body).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.mx',
      phone: '+525512345678',
      password: 'montaña-2026',
      confirmPassword: 'montaña-2026',
      acceptTerms: true,
    });
    expect(getSession()).toEqual({ token, client });
  });

  it.each([
    [
      'the server text (duplicate e-mail)',
      () =>
        json(
          {
            success: false,
            message: 'Ya existe una cuenta registrada con este correo electrónico',
          },
          409,
        ),
      'Ya existe una cuenta registrada con este correo electrónico',
    ],
    ['the fallback', () => new Response(null, { status: 502 }), 'Error al registrar usuario'],
    [
      'the unexpected-error text',
      () =>
        ({
          ok: true,
          status: 201,
          text: () => Promise.reject(new Error('boom')),
        }) as unknown as Response,
      'Error inesperado al registrar usuario',
    ],
  ])('shows %s when registration fails', async (_name, answer, message) => {
    stubFetch({ 'POST /api/auth/register': answer });
    const user = await openRegister();
    await fillValid(user);
    await user.click(submit());
    const form = screen.getByRole('form', { name: 'Crear cuenta con correo electrónico' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(getSession()).toBeNull();
  });

  it('shows the field messages the server sends with a 400', async () => {
    stubFetch({
      'POST /api/auth/register': () =>
        json(
          {
            success: false,
            message: 'Correo electrónico inválido',
            fields: { email: 'Correo electrónico inválido' },
          },
          400,
        ),
    });
    const user = await openRegister();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findAllByText('Correo electrónico inválido')).toHaveLength(2);
    expect(field(/^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a signed-in guest home', async () => {
    signIn();
    stubFetch({
      'GET /api/auth/check': () =>
        json({ success: true, data: { isAuthenticated: true, client: createClient() } }),
    });
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeVisible();
  });
});
