/**
 * The payment error catalogue (SPEC §8 "Payment provider codes", "Checkout display"): one Spanish
 * message per provider code, and the rules that turn any failure into what the guest reads.
 * 3004 and 3005 deliberately do not tell the guest the card was reported stolen or lost (see
 * docs/decisions/002-card-sandbox.md).
 */

export const PAYMENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  1000: 'Ocurrió un error interno en el servicio de pagos. Intenta nuevamente en unos minutos.',
  1001: 'Algunos datos del pago tienen un formato incorrecto. Revísalos e intenta de nuevo.',
  1002: 'No se pudo autenticar la solicitud con el proveedor de pagos.',
  1003: 'La operación no se pudo completar porque uno o más datos no son correctos.',
  1004: 'Servicio no disponible. No se realizó ningún cargo; intenta nuevamente en unos minutos.',
  1005: 'Servicio no disponible. Intenta nuevamente en unos minutos.',
  1006: 'Ya existe una transacción para esta reserva.',
  1010: 'No se pudo autenticar la solicitud con el proveedor de pagos.',
  1018: 'Se superó el número de intentos de cargo permitidos. Intenta con otra tarjeta.',
  2001: 'La cuenta está inactiva.',
  2002: 'Fondos insuficientes. Por favor intenta con otra tarjeta o con otro método de pago.',
  2003: 'La tarjeta no tiene fondos suficientes.',
  2004: 'El número de tarjeta no es válido. Verifica el número e intenta de nuevo.',
  2005: 'La fecha de expiración de la tarjeta es anterior a la fecha actual.',
  2006: 'El código de seguridad de la tarjeta (CVV) es incorrecto o no fue proporcionado.',
  2007: 'El número de tarjeta es incorrecto.',
  2008: 'La tarjeta no es válida para este cargo. Intenta con otra tarjeta.',
  2009: 'El código de seguridad de la tarjeta (CVV) no es válido.',
  2010: 'Falló la autenticación 3D Secure. Intenta nuevamente o usa otra tarjeta.',
  3001: 'La tarjeta fue declinada por el banco. Por favor contacta a tu banco o intenta con otro método de pago.',
  3002: 'La tarjeta ha expirado. Por favor intenta con otra tarjeta o con otro método de pago.',
  3003: 'La tarjeta no tiene fondos suficientes. Por favor intenta con otra tarjeta o con otro método de pago.',
  3004: 'La tarjeta fue rechazada. Por favor intenta con otro método de pago.',
  3005: 'La tarjeta fue rechazada. Por favor intenta con otro método de pago.',
  // Meses sin intereses (reference/openpay.md): the guest can always pay in one payment instead.
  3201: 'Los meses sin intereses no están disponibles para este plan. Elige otro plan o pago de contado.',
  3202: 'El número de meses elegido no es válido. Elige otro plan o pago de contado.',
  3203: 'Esta tarjeta no admite meses sin intereses. Elige pago de contado o usa una tarjeta de crédito.',
  3204: 'El monto es menor al mínimo para pagar a meses sin intereses. Elige pago de contado.',
  3205: 'Esta tarjeta no admite esta promoción de meses sin intereses. Elige pago de contado.',
};

/** The codes SPEC §8 lists; each must have a message above. */
export const SPEC_PAYMENT_CODES = [
  1000, 1001, 1002, 1003, 1004, 1005, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009, 2010,
  3001, 3002, 3003, 3004, 3005,
] as const;

export const PAYMENT_UNEXPECTED_ERROR = 'Error inesperado en el procesamiento del pago';
export const BOOKING_ERROR = 'Error en el procesamiento de la reserva';
export const PAYMENT_PROCESSING_ERROR = 'Error en el procesamiento del pago';
export const CHECKOUT_UNEXPECTED_ERROR = 'Error inesperado al procesar el pago';
export const PROVIDER_SCRIPT_NOT_LOADED =
  'El script del proveedor de pagos no está cargado. Recarga la página e intenta de nuevo.';
export const PAYMENT_OFFLINE_ERROR =
  'No hay conexión a internet. Para pagar necesitas estar en línea: revisa tu conexión e intenta de nuevo. No se envió ningún dato ni se realizó ningún cargo.';
export const PROVIDER_UNREACHABLE =
  'No se pudo conectar con el proveedor de pagos. Revisa tu conexión e intenta de nuevo.';
export const CHARGE_CONNECTION_LOST =
  'Se perdió la conexión mientras se procesaba el pago. Revisa tu conexión e inténtalo de nuevo: no se te cobrará dos veces.';
/** Shown at checkout while a sandbox (ours, or Openpay's) takes the payment. */
export const PAYMENT_TEST_MODE_NOTICE = 'Modo de prueba: no se hace ningún cargo real';
export const PAYMENT_IN_PROGRESS = 'La solicitud ya se está procesando';
export const IDEMPOTENCY_KEY_REUSED =
  'Esta clave de idempotencia ya se usó con otros datos de pago. Genera una nueva solicitud.';
export const PAYMENT_OUTCOME_UNKNOWN =
  'No pudimos confirmar el estado de tu pago con el proveedor. Si se realizó el cargo, tu reserva se confirmará automáticamente; si no, las fechas se liberarán en unos minutos. Puedes volver a intentar para consultar el estado: no se te cobrará dos veces.';
/** A charge that completed after its nights had gone to someone else: it is refunded in full. */
export const PAYMENT_NIGHTS_LOST =
  'Las fechas dejaron de estar disponibles mientras se procesaba tu pago. Te reembolsaremos el cargo completo.';
/** A charge whose outcome was unknown and that never completed while its hold lasted. */
export const PAYMENT_NOT_COMPLETED =
  'El pago no se completó y las fechas se liberaron. Si ves un cargo en tu tarjeta, tu reserva se confirmará o se te reembolsará automáticamente.';

export const unknownCodeMessage = (code: number): string =>
  `Error en el procesamiento del pago (Código: ${code})`;

/** What a provider error (Openpay's error object or the tokenizer's) carries. */
export interface ProviderErrorLike {
  error_code?: number | string | null;
  description?: string | null;
  message?: string | null;
}

function toCode(code: ProviderErrorLike['error_code']): number | null {
  if (typeof code === 'number' && Number.isFinite(code)) return code;
  if (typeof code === 'string' && /^\d+$/.test(code)) return Number(code);
  return null;
}

/**
 * SPEC §8: a known code → its Spanish message; an unknown code → 'Error en el procesamiento del
 * pago (Código: N)'; no code → the description or message, else the generic message.
 */
export function paymentErrorMessage(error: ProviderErrorLike | null | undefined): string {
  const code = toCode(error?.error_code);
  if (code !== null) return PAYMENT_ERROR_MESSAGES[code] ?? unknownCodeMessage(code);
  return error?.description || error?.message || PAYMENT_UNEXPECTED_ERROR;
}

/** Backend (booking API) errors: their error or message text, else the generic booking error. */
export function backendErrorMessage(
  body: { error?: unknown; message?: unknown } | null | undefined,
): string {
  if (body && typeof body.error === 'string' && body.error) return body.error;
  if (body && typeof body.message === 'string' && body.message) return body.message;
  return BOOKING_ERROR;
}

/**
 * SPEC §4 "Payment outcome": ok, and status 'succeeded' or charge status 'completed' (any case);
 * or 'authorized', a request-to-book whose card was pre-authorized (docs/decisions/130).
 */
export function isPaymentConfirmed(
  data: { ok?: unknown; status?: unknown; charge?: { status?: unknown } | null } | null | undefined,
): boolean {
  if (!data || data.ok !== true) return false;
  const status = typeof data.status === 'string' ? data.status.toLowerCase() : '';
  const chargeStatus =
    typeof data.charge?.status === 'string' ? data.charge.status.toLowerCase() : '';
  return status === 'succeeded' || chargeStatus === 'completed' || status === 'authorized';
}

/**
 * SPEC §8 "Checkout display": an error object's message; else the response's error and detail
 * fields; else (or for an unknown kind of error) 'Error inesperado al procesar el pago'.
 */
export function checkoutErrorMessages(failure: unknown): string[] {
  if (failure instanceof Error) {
    return [failure.message || CHECKOUT_UNEXPECTED_ERROR];
  }
  if (failure && typeof failure === 'object') {
    const { error, detail, message } = failure as {
      error?: unknown;
      detail?: unknown;
      message?: unknown;
    };
    const texts = [error, detail].filter((t): t is string => typeof t === 'string' && t !== '');
    if (texts.length) return texts;
    if (typeof message === 'string' && message) return [message];
  }
  return [CHECKOUT_UNEXPECTED_ERROR];
}
