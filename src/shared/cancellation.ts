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
}

export const CANCELLATION_MESSAGES = {
  nothingPaid: 'Esta reservación no tiene pagos: cancelarla no tiene costo.',
  cancelled: 'Reservación cancelada',
  hostCancelled: 'Reservación cancelada; se reembolsa el total al huésped',
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
