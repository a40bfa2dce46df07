import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  CHARGE_MESSAGES,
  carriesCardData,
  chargeRequestSchema,
} from '../../src/shared/validation/checkout.ts';

const body = () => ({
  reservationId: 'cab-1',
  method: 'card',
  token_id: 'ktok123',
  device_session_id: 'kR1MiQhz2otdIuUlQkbEyitIqVMiI16f',
  customerData: {
    name: 'Ana',
    last_name: 'Ruiz',
    phone_number: '+52 55 1234 5678',
    email: 'Ana@Example.MX',
  },
  reservationData: {
    cabinId: 'cab-1',
    checkIn: '2026-12-10',
    checkOut: '2026-12-12',
    guests: 2,
    pricing: { totalPrice: 1 },
    guestInfo: { firstName: 'Ana', lastName: 'Ruiz', email: '', phone: '', specialRequests: '' },
  },
});

const messages = (input: unknown) => {
  try {
    chargeRequestSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

describe('chargeRequestSchema (SPEC §3 charge request)', () => {
  it("fills the guest's blank e-mail and phone from the billing values, normalized", () => {
    const parsed = chargeRequestSchema.validateSync(body(), { stripUnknown: true });
    expect(parsed.reservationData.guestInfo).toMatchObject({
      email: 'ana@example.mx',
      phone: '5512345678',
    });
    expect(parsed.customerData.phone_number).toBe('5512345678');
    expect(parsed.reservationData).not.toHaveProperty('pricing');
  });

  it('uses the checkout form messages', () => {
    const input = body();
    input.customerData.email = 'no';
    input.customerData.phone_number = '123';
    input.reservationData.guestInfo.email = 'tampoco';
    expect(messages(input)).toEqual([
      'El teléfono de facturación debe tener exactamente 10 dígitos',
      'El email de facturación no es válido',
      'El email del huésped no es válido',
      // The blank guest phone falls back to the (bad) billing phone.
      'El teléfono del huésped debe tener exactamente 10 dígitos',
    ]);
  });

  it('requires a token, a device session and the card method', () => {
    expect(messages({ ...body(), token_id: '', device_session_id: '', method: 'cash' })).toEqual([
      CHARGE_MESSAGES.method,
      CHARGE_MESSAGES.tokenRequired,
      CHARGE_MESSAGES.deviceSessionRequired,
    ]);
  });

  it('spots raw card data anywhere in a request', () => {
    expect(carriesCardData(body())).toBe(false);
    expect(carriesCardData({ ...body(), cvv2: '123' })).toBe(true);
    expect(carriesCardData({ reservationData: { card_number: '4111111111111111' } })).toBe(true);
    expect(carriesCardData({ cardNumber: '' })).toBe(false);
  });
});
