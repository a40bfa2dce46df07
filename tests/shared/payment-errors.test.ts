import { describe, expect, it } from 'vitest';
import {
  BOOKING_ERROR,
  CHECKOUT_UNEXPECTED_ERROR,
  PAYMENT_ERROR_MESSAGES,
  PAYMENT_UNEXPECTED_ERROR,
  SPEC_PAYMENT_CODES,
  backendErrorMessage,
  checkoutErrorMessages,
  isPaymentConfirmed,
  paymentErrorMessage,
} from '../../src/shared/payment-errors.ts';

describe('payment error catalogue (SPEC §8)', () => {
  it('has a Spanish message for every provider code of SPEC §8', () => {
    expect(SPEC_PAYMENT_CODES).toHaveLength(21);
    for (const code of SPEC_PAYMENT_CODES) {
      const message = PAYMENT_ERROR_MESSAGES[code];
      expect(message, String(code)).toMatch(/^[A-ZÁÉÍÓÚ¡]/);
      expect(message).not.toMatch(/\b(the|card|declined|invalid)\b/i);
    }
  });

  it('maps codes, numeric strings included', () => {
    expect(paymentErrorMessage({ error_code: 3001 })).toBe(PAYMENT_ERROR_MESSAGES[3001]);
    expect(paymentErrorMessage({ error_code: '3003', description: 'x' })).toBe(
      'La tarjeta no tiene fondos suficientes. Por favor intenta con otra tarjeta o con otro método de pago.',
    );
    expect(paymentErrorMessage({ error_code: 1004 })).toMatch(/^Servicio no disponible/);
  });

  it("gives 'Error en el procesamiento del pago (Código: N)' for an unknown code", () => {
    expect(paymentErrorMessage({ error_code: 9999, description: 'whatever' })).toBe(
      'Error en el procesamiento del pago (Código: 9999)',
    );
  });

  it('uses the description or message without a code, else the generic message', () => {
    expect(paymentErrorMessage({ description: 'Descripción' })).toBe('Descripción');
    expect(paymentErrorMessage({ message: 'Mensaje' })).toBe('Mensaje');
    expect(paymentErrorMessage({})).toBe(PAYMENT_UNEXPECTED_ERROR);
    expect(paymentErrorMessage(null)).toBe('Error inesperado en el procesamiento del pago');
  });

  it('reads backend errors as error, then message, then the booking default', () => {
    expect(backendErrorMessage({ error: 'A', message: 'B' })).toBe('A');
    expect(backendErrorMessage({ message: 'B' })).toBe('B');
    expect(backendErrorMessage({})).toBe(BOOKING_ERROR);
    expect(backendErrorMessage(null)).toBe('Error en el procesamiento de la reserva');
  });
});

describe('payment outcome (SPEC §4)', () => {
  it('is confirmed when ok and succeeded or completed, in any case', () => {
    expect(isPaymentConfirmed({ ok: true, status: 'succeeded' })).toBe(true);
    expect(isPaymentConfirmed({ ok: true, status: 'SUCCEEDED' })).toBe(true);
    expect(
      isPaymentConfirmed({ ok: true, status: 'pending', charge: { status: 'Completed' } }),
    ).toBe(true);
    expect(isPaymentConfirmed({ ok: false, status: 'succeeded' })).toBe(false);
    expect(isPaymentConfirmed({ ok: true, status: 'pending', charge: { status: 'failed' } })).toBe(
      false,
    );
    expect(isPaymentConfirmed(undefined)).toBe(false);
  });
});

describe('checkout display (SPEC §8)', () => {
  it("shows an error object's message", () => {
    expect(checkoutErrorMessages(new Error('La tarjeta fue declinada'))).toEqual([
      'La tarjeta fue declinada',
    ]);
  });

  it("otherwise the response's error and detail fields", () => {
    expect(checkoutErrorMessages({ error: 'Falló', detail: 'Detalle' })).toEqual([
      'Falló',
      'Detalle',
    ]);
  });

  it("otherwise 'Error inesperado al procesar el pago'", () => {
    expect(checkoutErrorMessages({})).toEqual([CHECKOUT_UNEXPECTED_ERROR]);
    expect(checkoutErrorMessages(42)).toEqual(['Error inesperado al procesar el pago']);
    expect(checkoutErrorMessages(new Error(''))).toEqual([CHECKOUT_UNEXPECTED_ERROR]);
  });
});
