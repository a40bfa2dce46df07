/**
 * The words of flexible dates (issue 18): 'Un fin de semana en marzo o abril'. They live in
 * format.ts, which the header search (start-up code on every page) already loads: a module of
 * their own would be one more start-up chunk.
 */
export { FLEXIBLE_LABELS, flexibleSummary, type FlexibleShape } from './format.ts';
