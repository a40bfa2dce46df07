import { describe, expect, it } from 'vitest';
import { actionLabel } from '../../../src/features/quote/lib/quote-status.ts';
import {
  RESERVATION_STATUS_LABELS,
  requestMoneyLabel,
  timeLeftLabel,
} from '../../../src/shared/booking-requests.ts';
import {
  paymentStatusBadge,
  reservationStatusBadge,
} from '../../../src/shared/reservation-status.ts';

describe('request-to-book texts', () => {
  it("names the cabin page's action 'Solicitar reserva' for request cabins only", () => {
    const ready = { kind: 'ready' } as unknown as Parameters<typeof actionLabel>[0];
    expect(actionLabel(ready, true)).toBe('Solicitar reserva');
    expect(actionLabel(ready)).toBe('Reservar');
    expect(actionLabel({ kind: 'checking' } as never, true)).toBe('Verificando...');
  });

  it('counts the time left to answer, down to the minute, and says when it is over', () => {
    const now = new Date('2026-11-22T18:00:00Z');
    expect(timeLeftLabel('2026-11-23T17:05:30Z', now)).toBe('Quedan 23 h 5 min para responder');
    expect(timeLeftLabel('2026-11-22T20:00:00Z', now)).toBe('Quedan 2 h para responder');
    expect(timeLeftLabel('2026-11-22T18:12:00Z', now)).toBe('Quedan 12 min para responder');
    expect(timeLeftLabel('2026-11-22T18:00:20Z', now)).toBe('Quedan 1 min para responder');
    expect(timeLeftLabel('2026-11-22T18:00:00Z', now)).toBe('El plazo para responder terminó');
  });

  it('shows each state of a request and what happened to the money in Mis reservas', () => {
    expect(reservationStatusBadge('pending_host').label).toBe('Pendiente de confirmación');
    expect(reservationStatusBadge('active').label).toBe('Activa');
    expect(reservationStatusBadge('declined').label).toBe('Rechazada');
    expect(reservationStatusBadge('expired').label).toBe('Expirada');
    expect(paymentStatusBadge('AUTHORIZED').label).toBe('Preautorizado');
    expect(paymentStatusBadge('RELEASED').label).toBe('Liberado');
    expect(RESERVATION_STATUS_LABELS.pending_host).toBe('Pendiente de confirmación');
    expect(requestMoneyLabel('AUTHORIZED', '$3,360 MXN')).toBe(
      'Preautorizado: $3,360 MXN (aún no se cobra)',
    );
    expect(requestMoneyLabel('RELEASED', '$3,360 MXN')).toBe(
      'Preautorización liberada: $3,360 MXN (no se cobró nada)',
    );
    expect(requestMoneyLabel('PENDING', '$1')).toBeNull();
  });
});
