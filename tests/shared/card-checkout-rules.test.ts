import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  EMPTY_CHECKOUT_VALUES,
  shapeCheckoutInput,
  validateCheckoutForm,
  type CheckoutFormValues,
} from '../../src/shared/checkout-rules.ts';

const TODAY = '2026-11-22';
const filled: CheckoutFormValues = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.mx',
  phone: '5512345678',
  specialRequests: '',
  cardNumber: '4111 1111 1111 1111',
  expiryMonth: '12',
  expiryYear: '29',
  cvv: '123',
  holderName: 'ANA RUIZ',
  billingEmail: 'ana@example.mx',
  billingPhone: '5512345678',
};

describe('checkout submit validation (SPEC §5)', () => {
  it('accepts a complete form', () => {
    expect(validateCheckoutForm(filled, TODAY)).toEqual([]);
  });

  it('collects every message of an empty form, in form order', () => {
    expect(validateCheckoutForm(EMPTY_CHECKOUT_VALUES, TODAY).map((e) => e.message)).toEqual([
      'El nombre del huésped es obligatorio',
      'El apellido del huésped es obligatorio',
      'El email del huésped es obligatorio',
      'El teléfono del huésped es obligatorio',
      'Número de tarjeta inválido',
      'El mes de expiración debe estar entre 01 y 12',
      'El año de expiración debe tener 2 dígitos (ej: 25)',
      'CVV inválido',
      'Nombre del titular requerido',
      'El email de facturación es obligatorio',
      'El teléfono de facturación es obligatorio',
    ]);
  });

  it('tells invalid from missing, for the guest and for billing', () => {
    const errors = validateCheckoutForm(
      { ...filled, email: 'ana@', phone: '55123', billingEmail: 'x', billingPhone: '12345678901' },
      TODAY,
    );
    expect(errors).toEqual([
      { field: 'email', message: CHECKOUT_MESSAGES.guestEmailInvalid },
      { field: 'phone', message: CHECKOUT_MESSAGES.guestPhoneDigits },
      { field: 'billingEmail', message: CHECKOUT_MESSAGES.billingEmailInvalid },
      { field: 'billingPhone', message: CHECKOUT_MESSAGES.billingPhoneDigits },
    ]);
    expect(CHECKOUT_MESSAGES.guestPhoneDigits).toBe(
      'El teléfono del huésped debe tener exactamente 10 dígitos',
    );
    expect(CHECKOUT_MESSAGES.billingEmailInvalid).toBe('El email de facturación no es válido');
  });

  it('wants a two-digit year and an unexpired card', () => {
    expect(validateCheckoutForm({ ...filled, expiryYear: '2' }, TODAY)).toEqual([
      { field: 'expiryYear', message: 'El año de expiración debe tener 2 dígitos (ej: 25)' },
    ]);
    expect(validateCheckoutForm({ ...filled, expiryMonth: '10', expiryYear: '26' }, TODAY)).toEqual(
      [{ field: 'expiryYear', message: 'Tarjeta expirada' }],
    );
    expect(validateCheckoutForm({ ...filled, expiryMonth: '11', expiryYear: '26' }, TODAY)).toEqual(
      [],
    );
    expect(validateCheckoutForm({ ...filled, expiryMonth: '13' }, TODAY)).toEqual([
      { field: 'expiryMonth', message: CHECKOUT_MESSAGES.expiryMonthInvalid },
    ]);
  });

  it('accepts a one-digit month (it is padded when sent)', () => {
    expect(validateCheckoutForm({ ...filled, expiryMonth: '5', expiryYear: '27' }, TODAY)).toEqual(
      [],
    );
  });
});

describe('checkout input shaping (SPEC §5)', () => {
  it.each([
    ['phone', '55-1234 5678 99', '5512345678'],
    ['billingPhone', '+52 (55) 1234', '52551234'],
    ['cardNumber', '41111111111111111111111', '4111 1111 1111 1111 111'],
    ['expiryMonth', '1a2b3', '12'],
    ['expiryYear', '2029', '20'],
    ['cvv', '12345', '1234'],
    ['holderName', 'ana ruiz', 'ANA RUIZ'],
    ['firstName', 'Ana María', 'Ana María'],
  ] as const)('%s: %s → %s', (field, raw, shaped) => {
    expect(shapeCheckoutInput(field, raw)).toBe(shaped);
  });
});
