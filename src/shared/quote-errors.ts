/** The quote errorType catalogue (SPEC §8). */
import type { QuoteErrorType } from './types.ts';

/** The parts of a quote answer (or error body) these rules read. */
export interface QuoteOutcome {
  errorType?: QuoteErrorType | string;
  error?: string;
  available?: boolean;
}

export const QUOTE_ERROR_MESSAGES: Record<QuoteErrorType, string> = {
  INVALID_DATE: 'La fecha seleccionada no es válida',
  INVALID_DATE_RANGE: 'El rango de fechas seleccionado no es válido',
  CABIN_NOT_FOUND: 'La cabaña no fue encontrada',
  CAPACITY_EXCEEDED: 'Excede la capacidad máxima',
  CAPACITY_INSUFFICIENT: 'No cumple la capacidad mínima',
  NOCHES_MINIMAS: 'No cumple con la estancia mínima requerida',
  NOT_AVAILABLE: 'No disponible para las fechas seleccionadas',
  SERVER_ERROR: 'Error del servidor. Intenta nuevamente.',
};

export const QUOTE_CONNECTION_ERROR = 'Error de conexión. Por favor, intenta nuevamente.';
export const QUOTE_WIDGET_ERROR = 'Error al verificar disponibilidad';
export const UNKNOWN_ERROR = 'Error desconocido';

const CRITICAL: ReadonlySet<string> = new Set(['CABIN_NOT_FOUND', 'SERVER_ERROR']);
const AVAILABILITY: ReadonlySet<string> = new Set([
  'NOT_AVAILABLE',
  'CAPACITY_EXCEEDED',
  'CAPACITY_INSUFFICIENT',
  'NOCHES_MINIMAS',
]);

export const isCriticalQuoteError = (r: QuoteOutcome): boolean =>
  !!r.errorType && CRITICAL.has(r.errorType);

export const isAvailabilityQuoteError = (r: QuoteOutcome): boolean =>
  !!r.errorType &&
  (AVAILABILITY.has(r.errorType) || (r.errorType === 'SERVER_ERROR' && r.available === false));

/** The Spanish message to show for a failed quote: the server's text first, then the catalogue. */
export function quoteErrorMessage(r: QuoteOutcome): string {
  if (r.errorType === 'SERVER_ERROR') {
    if (r.available === false) return 'No disponible...';
    if (r.error) return r.error;
    return QUOTE_ERROR_MESSAGES.SERVER_ERROR;
  }
  if (r.error) return r.error;
  if (r.errorType && r.errorType in QUOTE_ERROR_MESSAGES)
    return QUOTE_ERROR_MESSAGES[r.errorType as QuoteErrorType];
  return UNKNOWN_ERROR;
}
