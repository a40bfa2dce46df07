import { describe, expect, it } from 'vitest';
import { AUTH_UI_MESSAGES, failureMessage, fieldErrorsOf } from '../../src/shared/auth-messages.ts';

const texts = AUTH_UI_MESSAGES.login;

describe('failureMessage (SPEC §8)', () => {
  it('prefers the server text, then the fallback, then the unexpected text', () => {
    expect(failureMessage({ status: 401, body: { message: 'Credenciales' } }, texts)).toBe(
      'Credenciales',
    );
    expect(failureMessage({ status: 400, body: { error: 'Otro' } }, texts)).toBe('Otro');
    expect(failureMessage({ status: 500, body: null }, texts)).toBe('Error al iniciar sesión');
    expect(failureMessage({ status: 500, body: '<html>' }, texts)).toBe('Error al iniciar sesión');
    expect(failureMessage(new Error('boom'), texts)).toBe('Error inesperado al iniciar sesión');
    expect(failureMessage(null, texts)).toBe('Error inesperado al iniciar sesión');
  });

  it('says when nothing answered', () => {
    expect(failureMessage({ status: 0, body: null }, texts)).toBe(AUTH_UI_MESSAGES.offline);
  });

  it('reads the per-field messages of a 400', () => {
    expect(
      fieldErrorsOf({ body: { fields: { email: 'Correo electrónico inválido', x: 1 } } }),
    ).toEqual({
      email: 'Correo electrónico inválido',
    });
    expect(fieldErrorsOf({ body: { message: 'x' } })).toBeNull();
    expect(fieldErrorsOf(new Error('x'))).toBeNull();
  });
});
