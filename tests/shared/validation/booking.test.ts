import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../../src/shared/checkout-rules.ts';
import {
  BOOKING_MESSAGES,
  createBookingSchema,
  guestInfoSchema,
  updateBookingSchema,
} from '../../../src/shared/validation/booking.ts';

const guest = {
  firstName: ' Ana ',
  lastName: 'López',
  email: ' Ana@Example.MX ',
  phone: '+52 (55) 1234-5678',
};
const errorOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as { errors: string[] }).errors[0];
  }
};

describe('guestInfoSchema', () => {
  it('trims, lower-cases the e-mail and stores the phone as +52 and 10 digits', () => {
    expect(guestInfoSchema.validateSync(guest)).toEqual({
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.mx',
      phone: '+525512345678',
      specialRequests: '',
    });
  });

  it.each([
    [{ email: '' }, CHECKOUT_MESSAGES.guestEmailRequired],
    [{ email: 'ana@' }, CHECKOUT_MESSAGES.guestEmailInvalid],
    [{ phone: '' }, CHECKOUT_MESSAGES.guestPhoneRequired],
    [{ phone: '551234' }, CHECKOUT_MESSAGES.guestPhoneDigits],
    [{ phone: 5512345678 }, CHECKOUT_MESSAGES.guestPhoneRequired],
    [{ firstName: '' }, CHECKOUT_MESSAGES.guestFirstNameRequired],
    [{ lastName: 'x'.repeat(61) }, CHECKOUT_MESSAGES.guestNameMax],
    [{ specialRequests: 'x'.repeat(1001) }, CHECKOUT_MESSAGES.specialRequestsMax],
  ])('refuses %j', (change, message) => {
    expect(errorOf(() => guestInfoSchema.validateSync({ ...guest, ...change }))).toBe(message);
  });
});

describe('createBookingSchema and updateBookingSchema', () => {
  const booking = {
    cabinId: 'c1',
    checkIn: '2026-12-01',
    checkOut: '2026-12-03',
    guests: 2,
    guestInfo: guest,
  };

  it('accepts a booking, reading "2" as 2 guests', () => {
    expect(createBookingSchema.validateSync({ ...booking, guests: '2' })).toMatchObject({
      cabinId: 'c1',
      guests: 2,
      guestInfo: { email: 'ana@example.mx' },
    });
  });

  it.each([
    [{ guestInfo: undefined }, BOOKING_MESSAGES.guestInfoRequired],
    [{ guestInfo: 'Ana' }, BOOKING_MESSAGES.guestInfoRequired],
    [{ cabinId: '' }, BOOKING_MESSAGES.cabinRequired],
    [{ guests: 0 }, BOOKING_MESSAGES.guests],
    [{ guests: 'dos' }, BOOKING_MESSAGES.guests],
    [{ guests: [2] }, BOOKING_MESSAGES.guests],
    [{ guests: true }, BOOKING_MESSAGES.guests],
  ])('refuses %j', (change, message) => {
    expect(errorOf(() => createBookingSchema.validateSync({ ...booking, ...change }))).toBe(
      message,
    );
  });

  it('needs something to change', () => {
    expect(errorOf(() => updateBookingSchema.validateSync({}))).toBe(
      BOOKING_MESSAGES.nothingToChange,
    );
    expect(updateBookingSchema.validateSync({ guests: '3' })).toEqual({ guests: 3 });
  });
});
