import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  paymentStatusBadge,
  reservationStatusBadge,
} from '../../src/shared/reservation-status.ts';

describe('reservation badges (SPEC §4)', () => {
  it.each([
    ['active', 'Activa', 'green'],
    ['cancelled', 'Cancelada', 'red'],
    ['completed', 'Completada', 'blue'],
    ['pending', 'Pendiente', 'yellow'],
    ['on-hold', 'on-hold', 'gray'],
    ['toString', 'toString', 'gray'],
  ])('status %s → %s (%s)', (status, label, colorPalette) => {
    expect(reservationStatusBadge(status)).toEqual({ label, colorPalette });
  });

  it.each([
    ['PAID', 'Pagado'],
    ['PENDING', 'Pendiente'],
    ['FAILED', 'Fallido'],
    ['REFUNDED', 'Reembolsado'],
    ['CHARGEBACK', 'CHARGEBACK'],
  ])('payment %s → %s', (status, label) => {
    expect(paymentStatusBadge(status).label).toBe(label);
  });

  it('builds a directions link to the coordinates', () => {
    expect(directionsUrl(19.9151, -103.0199)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=19.9151,-103.0199',
    );
  });
});
