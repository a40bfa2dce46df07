/**
 * Request-to-book (ARCHITECTURE "After payment", docs/decisions/130-request-to-book.md): the
 * Spanish texts the server answers and the guest's and host's screens show. Pure data.
 */

/** REQUEST_HOURS' default: how long a host has to answer a request. */
export const DEFAULT_REQUEST_HOURS = 24;

/** SPEC.md's 'Solicitar reserva' dialog text, shown at checkout before paying a request. */
export const REQUEST_NOTICE = 'Tu reserva no se confirmará hasta que el anfitrión la acepte.';
export const REQUEST_BUTTON = 'Solicitar reserva';

/** A reservation's status as the guest and the host read it. */
export const RESERVATION_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pago en proceso',
  pending_host: 'Pendiente de confirmación',
  active: 'Activa',
  declined: 'Rechazada',
  expired: 'Expirada',
  cancelled: 'Cancelada',
  completed: 'Completada',
  failed: 'Pago no completado',
};

export const REQUEST_LIMITS = { reasonMax: 500 } as const;

/** Which request a host's toast is about, once its card has left the list. */
export const requestOfLabel = (guestName: string, cabinName: string) =>
  `Solicitud de ${guestName} en ${cabinName}`;

export const REQUEST_MESSAGES = {
  requested:
    'Solicitud enviada. Tu tarjeta quedó preautorizada y el cargo se hará solo si el anfitrión la acepta.',
  accepted: 'Solicitud aceptada: la reserva está confirmada y el cargo se realizó.',
  declined: 'Solicitud rechazada: la preautorización de la tarjeta se liberó.',
  reasonRequired: 'Escribe el motivo del rechazo',
  reasonTooLong: `El motivo no puede exceder ${REQUEST_LIMITS.reasonMax} caracteres`,
  notFound: 'Reservación no encontrada',
  notPending: 'Esta solicitud ya no espera respuesta',
  alreadyAccepted: 'Esta solicitud ya fue aceptada',
  alreadyDeclined: 'Esta solicitud ya fue rechazada',
  expired: 'El plazo para responder esta solicitud terminó: la solicitud expiró',
  withdrawn: 'El huésped canceló esta solicitud',
  inProgress: 'Otra respuesta a esta solicitud se está procesando; intenta de nuevo en un momento',
  captureFailed: 'No se pudo cobrar la reserva; la solicitud sigue pendiente.',
  captureUnreachable:
    'El servicio de pagos no respondió; la solicitud sigue pendiente. Intenta aceptar de nuevo en unos minutos.',
  releaseFailed:
    'El servicio de pagos no respondió; la solicitud sigue pendiente. Intenta rechazarla de nuevo en unos minutos.',
  tooMany: (wait: string) => `Demasiadas respuestas seguidas. Intenta de nuevo en ${wait}`,
} as const;

/** What the guest reads about the money of a request, by its payment status. */
export function requestMoneyLabel(paymentStatus: string, total: string): string | null {
  switch (paymentStatus) {
    case 'AUTHORIZED':
      return `Preautorizado: ${total} (aún no se cobra)`;
    case 'PAID':
      return `Cobrado: ${total}`;
    case 'RELEASED':
      return `Preautorización liberada: ${total} (no se cobró nada)`;
    default:
      return null;
  }
}

/** The host's time left to answer a request: 'Quedan 23 h 5 min para responder', … */
export function timeLeftLabel(respondBy: string, now: Date): string {
  const ms = new Date(respondBy).getTime() - now.getTime();
  if (!(ms > 0)) return 'El plazo para responder terminó';
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const text = hours ? `${hours} h${rest ? ` ${rest} min` : ''}` : `${minutes} min`;
  return `Quedan ${text} para responder`;
}
