import { describe, expect, it } from 'vitest';
import {
  installmentsLabel,
  monthlyPayment,
  msiOptionLabel,
  msiPlansFor,
} from '../../src/shared/msi.ts';

describe('meses sin intereses', () => {
  const plans = [3, 6, 9, 12];
  it('offers the plans to credit cards from the minimum total only', () => {
    expect(msiPlansFor({ cardType: 'credit', total: 3000, minAmount: 3000, plans })).toEqual(plans);
    expect(msiPlansFor({ cardType: 'credit', total: 2999.99, minAmount: 3000, plans })).toEqual([]);
    expect(msiPlansFor({ cardType: 'debit', total: 9000, minAmount: 3000, plans })).toEqual([]);
    expect(msiPlansFor({ cardType: null, total: 9000, minAmount: 3000, plans })).toEqual([]);
    expect(msiPlansFor({ cardType: 'unknown', total: 9000, minAmount: 3000, plans })).toEqual(
      plans,
    );
    expect(msiPlansFor({ cardType: 'unknown', total: 100, minAmount: 3000, plans })).toEqual([]);
  });
  it('writes the option and the plan with the monthly payment', () => {
    expect(monthlyPayment(3360, 6)).toBe(560);
    expect(monthlyPayment(1000, 3)).toBe(333.33);
    expect(msiOptionLabel(3, 3360)).toBe('3 meses sin intereses de $1,120');
    expect(installmentsLabel(6, 3360)).toBe('6 pagos de $560');
  });
});
