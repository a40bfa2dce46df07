import { QUOTE_WIDGET_ERROR, quoteErrorMessage } from '../../../shared/quote-errors.ts';
import type { QuoteResponse } from '../../../shared/types.ts';

export const OFFLINE_MESSAGE = 'Sin conexión: necesitas internet para cotizar y reservar.';

export interface ValidQuote {
  nights: number;
  basePrice: number;
  /** The cabin's cleaning fee, once per stay (0: none). */
  cleaningFee: number;
  comisionServicio: number;
  totalPrice: number;
  pricePerNight: number;
}

export type WidgetStatus =
  | { kind: 'needs-dates' }
  | { kind: 'invalid-dates'; message: string }
  | { kind: 'checking' }
  | { kind: 'offline'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'failed'; message: string; detail?: string }
  | { kind: 'ready'; quote: ValidQuote };

/** What a quote answer means for the widget: a price, an availability refusal or a failure. */
export function interpretQuote(response: QuoteResponse, nights: number): WidgetStatus {
  if (response.success && response.available && response.pricing) {
    const { pricing } = response;
    return {
      kind: 'ready',
      quote: {
        nights: pricing.nights ?? nights,
        basePrice: pricing.basePrice,
        cleaningFee: pricing.cleaningFee ?? 0,
        comisionServicio: response.precioCalculado?.comisionServicio ?? 0,
        totalPrice: pricing.totalPrice,
        pricePerNight: pricing.pricePerNight,
      },
    };
  }
  // SPEC §8 counts SERVER_ERROR with available false as an availability answer, but here it only
  // ever means the check itself failed (a 5xx or no connection): say so, and offer a retry.
  if (
    !response.errorType ||
    response.errorType === 'SERVER_ERROR' ||
    response.errorType === 'CABIN_NOT_FOUND'
  ) {
    return { kind: 'failed', message: QUOTE_WIDGET_ERROR, detail: response.error };
  }
  return { kind: 'unavailable', message: quoteErrorMessage(response) };
}

/** The action button's text for each state (SPEC §2). */
export function actionLabel(status: WidgetStatus, request = false): string {
  switch (status.kind) {
    case 'needs-dates':
    case 'invalid-dates':
      return 'Selecciona fechas';
    case 'checking':
      return 'Verificando...';
    case 'unavailable':
      return 'No disponible';
    default:
      // A request-to-book cabin: the host approves the guest first.
      return request ? 'Solicitar reserva' : 'Reservar';
  }
}
