import { describe, expect, it } from 'vitest';
import {
  daysBeforeCheckIn,
  formatDayOfMonth,
  guestRefund,
  guestRefundAt,
  hostCancellationRefund,
  isCancellationPolicy,
  policySentence,
  cabinPolicySentence,
  refundLabel,
} from '../../src/shared/cancellation-policy.ts';

const checkIn = '2027-03-20';
const paidCents = 1_000_01; // $1,000.01: halves round to the centavo
const on = (today: string) => ({ checkIn, paidCents, today });

describe('days before check-in', () => {
  it('counts calendar days, 0 on the check-in day, negative after', () => {
    expect(daysBeforeCheckIn(checkIn, '2027-03-19')).toBe(1);
    expect(daysBeforeCheckIn(checkIn, '2027-03-20')).toBe(0);
    expect(daysBeforeCheckIn(checkIn, '2027-03-21')).toBe(-1);
    expect(daysBeforeCheckIn(checkIn, '2027-02-28')).toBe(20);
  });
});

describe('Flexible: full refund until 1 day before check-in', () => {
  it('refunds everything on the last full-refund day', () => {
    const quote = guestRefund('flexible', on('2027-03-19'));
    expect(quote).toEqual({
      refundCents: paidCents,
      percent: 100,
      deadline: '2027-03-19',
      reason: 'Política Flexible: reembolso total si cancelas a más tardar el 19 de marzo.',
    });
  });
  it('refunds nothing on the check-in day or after it', () => {
    for (const today of ['2027-03-20', '2027-03-22']) {
      const quote = guestRefund('flexible', on(today));
      expect(quote.refundCents).toBe(0);
      expect(quote.deadline).toBeNull();
      expect(quote.reason).toBe('Política Flexible: no hay reembolso a partir del día de llegada.');
    }
  });
});

describe('Moderada: full until 5 days before, then 50 %', () => {
  it('is full on the 5th day before check-in', () => {
    expect(guestRefund('moderate', on('2027-03-15'))).toMatchObject({
      refundCents: paidCents,
      percent: 100,
      deadline: '2027-03-15',
    });
  });
  it('is half from the 4th day before until the day before check-in', () => {
    for (const today of ['2027-03-16', '2027-03-17', '2027-03-19']) {
      expect(guestRefund('moderate', on(today))).toEqual({
        refundCents: 50_001,
        percent: 50,
        deadline: '2027-03-19',
        reason: 'Política Moderada: reembolso del 50 % si cancelas a más tardar el 19 de marzo.',
      });
    }
  });
  it('is nothing on the check-in day', () => {
    expect(guestRefund('moderate', on('2027-03-20')).refundCents).toBe(0);
  });
});

describe('Estricta: full until 14 days before, 50 % until 7 days before, then nothing', () => {
  it.each([
    ['2027-03-06', 100, '2027-03-06'],
    ['2027-03-07', 50, '2027-03-13'],
    ['2027-03-13', 50, '2027-03-13'],
    ['2027-03-14', 0, null],
    ['2027-03-20', 0, null],
    ['2027-03-25', 0, null],
  ])('cancelling on %s gives %i %%', (today, percent, deadline) => {
    const quote = guestRefund('strict', on(today));
    expect(quote.percent).toBe(percent);
    expect(quote.refundCents).toBe(Math.round((paidCents * percent) / 100));
    expect(quote.deadline).toBe(deadline);
  });
  it('says the deadline has passed before check-in', () => {
    expect(guestRefund('strict', on('2027-03-14')).reason).toBe(
      'Política Estricta: ya pasó el plazo de reembolso.',
    );
  });
});

describe('No reembolsable', () => {
  it('never refunds', () => {
    for (const today of ['2026-01-01', '2027-03-19']) {
      expect(guestRefund('non_refundable', on(today))).toEqual({
        refundCents: 0,
        percent: 0,
        deadline: null,
        reason: 'Política No reembolsable: esta reservación no tiene reembolso.',
      });
    }
  });
});

describe('days count in America/Mexico_City', () => {
  it('an instant after midnight UTC is still the previous day in Mexico City', () => {
    // 2027-03-16 03:00 UTC is 2027-03-15 21:00 in Mexico City: still the last full-refund day.
    const late = guestRefundAt(
      'moderate',
      { checkIn, paidCents },
      new Date('2027-03-16T03:00:00Z'),
    );
    expect(late.percent).toBe(100);
    // 06:00 UTC is midnight in Mexico City: the next day, half.
    const next = guestRefundAt(
      'moderate',
      { checkIn, paidCents },
      new Date('2027-03-16T06:00:00Z'),
    );
    expect(next.percent).toBe(50);
  });
});

describe('a host cancellation', () => {
  it('refunds everything whatever the policy', () => {
    expect(hostCancellationRefund(paidCents)).toMatchObject({
      refundCents: paidCents,
      percent: 100,
    });
  });
});

describe('the policy in one sentence for a stay', () => {
  it('states each tier with its date', () => {
    const stay = { checkIn: '2027-03-12', today: '2027-01-10' };
    expect(policySentence('flexible', stay)).toBe('Cancelación gratuita antes del 12 de marzo');
    expect(policySentence('moderate', stay)).toBe(
      'Cancelación gratuita antes del 8 de marzo; después, reembolso del 50 % antes del 12 de marzo',
    );
    expect(policySentence('strict', stay)).toBe(
      'Cancelación gratuita antes del 27 de febrero; después, reembolso del 50 % antes del 6 de marzo',
    );
    expect(policySentence('non_refundable', stay)).toBe('Esta reserva no es reembolsable');
  });
  it('leaves out the tiers already past', () => {
    const soon = { checkIn: '2027-03-12', today: '2027-03-09' };
    expect(policySentence('moderate', soon)).toBe('Reembolso del 50 % antes del 12 de marzo');
    expect(policySentence('strict', soon)).toBe('Sin reembolso si cancelas ahora');
  });
});

describe('helpers', () => {
  it('formats a day and a refund', () => {
    expect(formatDayOfMonth('2027-01-01')).toBe('1 de enero');
    expect(refundLabel(925.5)).toBe('Reembolso: $925.50');
    expect(refundLabel(0)).toBe('Reembolso: $0');
  });
  it('knows the four policies', () => {
    expect(isCancellationPolicy('moderate')).toBe(true);
    expect(isCancellationPolicy('toString')).toBe(false);
  });
});

describe('the sentence the cabin page, the map and the checkout show', () => {
  it('uses the stay when its check-in is known, else the policy in general', () => {
    expect(cabinPolicySentence('moderate', '2027-03-12', '2027-01-10')).toBe(
      'Cancelación gratuita antes del 8 de marzo; después, reembolso del 50 % antes del 12 de marzo',
    );
    expect(cabinPolicySentence('moderate', null, '2027-01-10')).toBe(
      'Cancelación gratuita hasta 5 días antes de la llegada; después, reembolso del 50 %',
    );
    expect(cabinPolicySentence(undefined, null, '2027-01-10')).toBe(
      'Esta reserva no es reembolsable',
    );
  });
});
