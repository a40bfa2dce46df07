/**
 * Cancelling a stay with its refund: the API's shapes and the Spanish texts the server and the PWA
 * share (docs/decisions/131-cancellation-policies-and-refunds.md).
 */

/** GET /api/bookings/:id/cancellation → data: what cancelling now would refund. */
export interface CancellationPreview {
  /** Pesos that would go back to the guest's card. */
  refundAmount: number;
  /** Why, in one Spanish sentence. */
  reason: string;
  /** The last day (yyyy-mm-dd, America/Mexico_City) on which cancelling still gives this; null when nothing is refunded. */
  deadline: string | null;
  /**
   * A request the host has not answered ('Pendiente de confirmación'): the pesos pre-authorized on
   * the card, which cancelling releases (nothing was charged, so nothing is refunded).
   */
  releaseAmount?: number;
}

export const CANCELLATION_MESSAGES = {
  nothingPaid: 'Esta reservación no tiene pagos: cancelarla no tiene costo.',
  cancelled: 'Reservación cancelada',
  hostCancelled: 'Reservación cancelada; se reembolsa el total al huésped',
  changed:
    'Tu reservación cambió mientras decidías (por ejemplo, el anfitrión respondió tu solicitud): revísala de nuevo antes de cancelar.',
  requestRelease:
    'Tu solicitud aún no fue aceptada: al cancelarla se libera la preautorización de tu tarjeta y no se cobra nada.',
  requestReleased:
    'Solicitud cancelada: se liberó la preautorización de tu tarjeta y no se cobró nada.',
  requestBusy:
    'El anfitrión está respondiendo tu solicitud en este momento; intenta de nuevo en unos segundos.',
  releaseUnreachable:
    'El servicio de pagos no respondió; tu solicitud sigue pendiente. Intenta cancelarla de nuevo en unos minutos.',
  badBody: 'Datos inválidos',
  badExpectedStatus: 'El estado esperado de la reservación no es válido',
  tooManyRequests: (wait: string) =>
    `Demasiadas solicitudes de cancelación. Intenta de nuevo en ${wait}.`,
} as const;

/** The PWA's texts for cancelling. */
export const CANCELLATION_TEXTS = {
  cancel: 'Cancelar reservación',
  confirm: 'Sí, cancelar',
  keep: 'Conservar reservación',
  title: '¿Cancelar esta reservación?',
  refundIfNow: 'Si cancelas ahora se te reembolsará',
  /** A request not yet answered by its host. */
  cancelRequest: 'Cancelar solicitud',
  requestTitle: '¿Cancelar esta solicitud?',
  releaseIfNow: 'Se liberará la preautorización de',
  keepRequest: 'Conservar solicitud',
  until: (day: string) => `Aplica si cancelas a más tardar el ${day}.`,
  loading: 'Calculando tu reembolso…',
  failed: 'No pudimos cancelar la reservación. Intenta de nuevo.',
  /** The host console: a host's cancellation refunds everything. */
  hostRefund: (amount: string) =>
    `El huésped recibirá el reembolso completo de lo que pagó: ${amount} MXN. Las noches quedarán libres.`,
  hostNothingPaid:
    'El huésped no ha pagado nada: cancelarla no tiene costo. Las noches quedarán libres.',
} as const;

export function cancellationUrl(id: string): string {
  return `/api/bookings/${encodeURIComponent(id)}/cancellation`;
}

export function hostCancelUrl(id: string): string {
  return `/api/host/reservations/${encodeURIComponent(id)}/cancel`;
}

export function cancelUrl(id: string): string {
  return `/api/bookings/${encodeURIComponent(id)}/cancel`;
}
