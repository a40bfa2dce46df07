import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import {
  AUTH_MESSAGES,
  loginSchema,
  phoneDigits,
  phonePayload,
  preferencesSchema,
  profileSchema,
  registerSchema,
} from '../../../src/shared/validation/auth.ts';

function errorsOf(schema: { validateSync: (v: unknown, o: object) => unknown }, value: unknown) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    const fields: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      if (inner.path && !fields[inner.path]) fields[inner.path] = inner.message;
    }
    return fields;
  }
}

const valid = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.mx',
  phone: '5512345678',
  password: 'secreto',
  confirmPassword: 'secreto',
  acceptTerms: true,
};

describe('auth schemas (SPEC §5)', () => {
  it('uses the exact Spanish messages of the spec', () => {
    expect(AUTH_MESSAGES.emailInvalid).toBe('Correo electrónico inválido');
    expect(AUTH_MESSAGES.passwordMin).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(AUTH_MESSAGES.firstNameMin).toBe('El nombre debe tener al menos 2 caracteres');
    expect(AUTH_MESSAGES.lastNameMin).toBe('El apellido debe tener al menos 2 caracteres');
    expect(AUTH_MESSAGES.phone).toBe('El teléfono debe tener exactamente 10 dígitos');
    expect(AUTH_MESSAGES.passwordsMismatch).toBe('Las contraseñas no coinciden');
    expect(AUTH_MESSAGES.acceptTerms).toBe('Debes aceptar los términos y condiciones');
  });

  it('login: trims and lower-cases the e-mail, rememberMe is optional', () => {
    expect(loginSchema.validateSync({ email: ' Ana@Example.MX ', password: 'secreto' })).toEqual({
      email: 'ana@example.mx',
      password: 'secreto',
    });
    expect(errorsOf(loginSchema, { email: 'ana@correo', password: '12345' })).toEqual({
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordMin,
    });
    expect(errorsOf(loginSchema, { email: 42, password: ['x'], rememberMe: 'yes' })).toEqual({
      email: AUTH_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordType,
      rememberMe: AUTH_MESSAGES.rememberMe,
    });
  });

  it('register: every rule and its message', () => {
    expect(errorsOf(registerSchema, valid)).toEqual({});
    expect(
      errorsOf(registerSchema, {
        firstName: ' A ',
        lastName: 'R',
        email: 'no',
        phone: '55 123',
        password: '12345',
        confirmPassword: '123456',
        acceptTerms: false,
      }),
    ).toEqual({
      firstName: AUTH_MESSAGES.firstNameMin,
      lastName: AUTH_MESSAGES.lastNameMin,
      email: AUTH_MESSAGES.emailInvalid,
      phone: AUTH_MESSAGES.phone,
      password: AUTH_MESSAGES.passwordMin,
      confirmPassword: AUTH_MESSAGES.passwordsMismatch,
      acceptTerms: AUTH_MESSAGES.acceptTerms,
    });
    expect(
      errorsOf(registerSchema, { ...valid, firstName: 'x'.repeat(61), password: 'x'.repeat(129) }),
    ).toEqual({
      firstName: AUTH_MESSAGES.firstNameMax,
      password: AUTH_MESSAGES.passwordMax,
      confirmPassword: AUTH_MESSAGES.passwordsMismatch,
    });
  });

  it('register and profile: the phone is optional, 10 digits, with or without +52', () => {
    for (const phone of ['', undefined, null, '5512345678', '+525512345678', '+52 55 1234-5678']) {
      expect(errorsOf(registerSchema, { ...valid, phone })).toEqual({});
    }
    for (const phone of ['551234567', '55123456789', '+15512345678', 'abcdefghij', 5512345678]) {
      expect(errorsOf(profileSchema, { firstName: 'Ana', lastName: 'Ruiz', phone })).toEqual({
        phone: AUTH_MESSAGES.phone,
      });
    }
  });

  it('preferences: strict booleans', () => {
    const ok = { notifications: { email: true, sms: false }, newsletter: false };
    expect(preferencesSchema.validateSync(ok)).toEqual(ok);
    expect(errorsOf(preferencesSchema, { notifications: { email: 'true', sms: 0 } })).toEqual({
      'notifications.email': AUTH_MESSAGES.preference,
      'notifications.sms': AUTH_MESSAGES.preference,
      newsletter: AUTH_MESSAGES.preference,
    });
  });

  it('phone helpers', () => {
    expect(phoneDigits('+52 55-1234-5678')).toBe('5512345678');
    expect(phoneDigits('5512345678')).toBe('5512345678');
    expect(phoneDigits('123')).toBeNull();
    expect(phoneDigits(null)).toBeNull();
    expect(phonePayload('5512345678')).toBe('+525512345678');
    expect(phonePayload('')).toBe('');
  });
});
