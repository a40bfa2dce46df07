import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  brandFromProvider,
  cardCheckError,
  checkCard,
  detectCardBrand,
  digitsOnly,
  formatCardNumber,
  fullExpiryYear,
  isCardExpired,
  isValidCvv,
  luhnValid,
  maskCardNumber,
  padMonth,
  shapeHolderName,
  type CardData,
} from '../../src/shared/card.ts';

const TODAY = '2026-11-22';
const good: CardData = {
  cardNumber: '4111 1111 1111 1111',
  holderName: 'ANA RUIZ',
  expiryMonth: '12',
  expiryYear: '29',
  cvv: '123',
  email: 'ana@example.mx',
  phone: '5512345678',
};

describe('card brand detection (SPEC §5)', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4', 'visa'],
    ['5105 1051 0510 5100', 'mastercard'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['56', 'unknown'],
    ['50', 'unknown'],
    ['345678000000007', 'amex'],
    ['37', 'amex'],
    ['35', 'unknown'],
    ['6011000990139424', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it("maps Openpay's brand names", () => {
    expect(brandFromProvider('american_express')).toBe('amex');
    expect(brandFromProvider('VISA')).toBe('visa');
    expect(brandFromProvider('mastercard')).toBe('mastercard');
    expect(brandFromProvider('carnet')).toBe('unknown');
    expect(brandFromProvider(null)).toBe('unknown');
  });
});

describe('input shaping', () => {
  it('groups the card number by 4 and caps it at 19 digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 abc 1111')).toBe('4111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('')).toBe('');
  });

  it('keeps digits only, up to a maximum', () => {
    expect(digitsOnly('55-1234 5678 99', 10)).toBe('5512345678');
    expect(digitsOnly('a1b2')).toBe('12');
  });

  it('forces the holder name to upper case', () => {
    expect(shapeHolderName('ana ruíz')).toBe('ANA RUÍZ');
  });

  it('pads the month and reads a two-digit year as 20xx', () => {
    expect(padMonth('5')).toBe('05');
    expect(padMonth('12')).toBe('12');
    expect(fullExpiryYear('29')).toBe(2029);
    expect(fullExpiryYear('2031')).toBe(2031);
  });

  it('masks like Openpay', () => {
    expect(maskCardNumber('4111111111111111')).toBe('411111XXXXXX1111');
  });
});

describe('Luhn, expiry and CVV', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('345678000000007')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('41x1')).toBe(false);
  });

  it('keeps a card valid through its expiry month', () => {
    expect(isCardExpired('11', '26', TODAY)).toBe(false);
    expect(isCardExpired('10', '26', TODAY)).toBe(true);
    expect(isCardExpired('01', '27', TODAY)).toBe(false);
    expect(isCardExpired('12', '25', TODAY)).toBe(true);
  });

  it('wants 3 digits for Visa and Mastercard, 4 for Amex, 3–4 otherwise', () => {
    expect(isValidCvv('123', '4111')).toBe(true);
    expect(isValidCvv('1234', '4111')).toBe(false);
    expect(isValidCvv('1234', '3456')).toBe(true);
    expect(isValidCvv('123', '3456')).toBe(false);
    expect(isValidCvv('1234', '6011')).toBe(true);
    expect(isValidCvv('12', '')).toBe(false);
    expect(isValidCvv('12a', '')).toBe(false);
  });
});

describe('card check before payment (SPEC §5)', () => {
  it('passes good card data', () => {
    expect(checkCard(good, TODAY)).toEqual([]);
  });

  it('lists every failing rule with its exact message', () => {
    const errors = checkCard(
      {
        cardNumber: '4111 1111 111',
        holderName: '  ',
        expiryMonth: '10',
        expiryYear: '26',
        cvv: '12',
        email: 'ana@',
        phone: '55 1234',
      },
      TODAY,
    ).map((e) => e.message);
    expect(errors).toEqual([
      CARD_MESSAGES.number,
      CARD_MESSAGES.expired,
      CARD_MESSAGES.cvv,
      CARD_MESSAGES.holder,
      CARD_MESSAGES.email,
      CARD_MESSAGES.phone,
    ]);
    expect(errors).toEqual([
      'Número de tarjeta inválido',
      'Tarjeta expirada',
      'CVV inválido',
      'Nombre del titular requerido',
      'Email inválido',
      'Teléfono debe tener exactamente 10 dígitos',
    ]);
  });

  it('accepts 13 to 19 digits after removing spaces', () => {
    expect(checkCard({ ...good, cardNumber: '4222222222222' }, TODAY)).toEqual([]);
    expect(checkCard({ ...good, cardNumber: '4'.repeat(19) }, TODAY)).toEqual([]);
    expect(checkCard({ ...good, cardNumber: '4'.repeat(20) }, TODAY)[0].message).toBe(
      CARD_MESSAGES.number,
    );
    expect(checkCard({ ...good, cardNumber: '4'.repeat(12) }, TODAY)[0].message).toBe(
      CARD_MESSAGES.number,
    );
  });

  it("raises 'Datos de tarjeta inválidos: ' with the messages joined by commas", () => {
    expect(cardCheckError(['CVV inválido', 'Tarjeta expirada'])).toBe(
      'Datos de tarjeta inválidos: CVV inválido, Tarjeta expirada',
    );
  });
});
