/**
 * The words of flexible dates (issue 18), apart from flexible-dates.ts because the header search,
 * start-up code on every page, shows them: 'Un fin de semana en marzo o abril'.
 */
import { monthName } from './format.ts';

export type FlexibleShape = 'weekend' | 'week' | 'month';
export const FLEXIBLE_LABELS: Record<FlexibleShape, string> = {
  weekend: 'Un fin de semana',
  week: 'Una semana',
  month: 'Un mes',
};

/** 'Un fin de semana en marzo o abril', 'Una semana en mayo, junio o julio'. */
export function flexibleSummary(shape: string, months: string): string {
  const names = months.split(',').map((m) => monthName(Number(m.slice(5, 7)) - 1));
  const last = names.pop();
  return `${FLEXIBLE_LABELS[shape as FlexibleShape]} en ${names.length ? `${names.join(', ')} o ` : ''}${last}`;
}
