import { describe, expect, it } from 'vitest';
import {
  QUOTE_ERROR_MESSAGES,
  isAvailabilityQuoteError,
  isCriticalQuoteError,
  quoteErrorMessage,
} from '../../src/shared/quote-errors.ts';

describe('quote error catalogue', () => {
  it('has the Spanish default of every errorType', () => {
    expect(QUOTE_ERROR_MESSAGES.NOCHES_MINIMAS).toBe('No cumple con la estancia mínima requerida');
    expect(quoteErrorMessage({ errorType: 'NOT_AVAILABLE' })).toBe(
      'No disponible para las fechas seleccionadas',
    );
    expect(quoteErrorMessage({ errorType: 'CAPACITY_EXCEEDED' })).toBe(
      'Excede la capacidad máxima',
    );
  });

  it('lets the server message take precedence', () => {
    expect(quoteErrorMessage({ errorType: 'NOCHES_MINIMAS', error: 'Mínimo 3 noches' })).toBe(
      'Mínimo 3 noches',
    );
  });

  it('resolves SERVER_ERROR by availability, then server text, then default', () => {
    expect(quoteErrorMessage({ errorType: 'SERVER_ERROR', available: false })).toBe(
      'No disponible...',
    );
    expect(
      quoteErrorMessage({
        errorType: 'SERVER_ERROR',
        available: true,
        error: 'Base de datos caída',
      }),
    ).toBe('Base de datos caída');
    expect(quoteErrorMessage({ errorType: 'SERVER_ERROR', available: true })).toBe(
      'Error del servidor. Intenta nuevamente.',
    );
  });

  it('falls back to the message or "Error desconocido" for unknown types', () => {
    expect(quoteErrorMessage({ errorType: 'RARO' })).toBe('Error desconocido');
    expect(quoteErrorMessage({ errorType: 'RARO', error: 'Algo raro' })).toBe('Algo raro');
  });

  it('classifies critical and availability errors', () => {
    expect(isCriticalQuoteError({ errorType: 'CABIN_NOT_FOUND' })).toBe(true);
    expect(isCriticalQuoteError({ errorType: 'NOT_AVAILABLE' })).toBe(false);
    expect(isAvailabilityQuoteError({ errorType: 'NOCHES_MINIMAS' })).toBe(true);
    expect(isAvailabilityQuoteError({ errorType: 'SERVER_ERROR', available: false })).toBe(true);
    expect(isAvailabilityQuoteError({ errorType: 'SERVER_ERROR', available: true })).toBe(false);
  });
});
