/** How Mis reservas shows a reservation's status and its payment status (SPEC §4). */

export interface StatusBadge {
  label: string;
  /** A Chakra color palette. */
  colorPalette: 'green' | 'red' | 'blue' | 'yellow' | 'gray' | 'purple';
}

export const RESERVATION_STATUS_BADGES: Record<string, StatusBadge> = {
  active: { label: 'Activa', colorPalette: 'green' },
  cancelled: { label: 'Cancelada', colorPalette: 'red' },
  completed: { label: 'Completada', colorPalette: 'blue' },
  pending: { label: 'Pendiente', colorPalette: 'yellow' },
  // Request-to-book (docs/decisions/130-request-to-book.md).
  pending_host: { label: 'Pendiente de confirmación', colorPalette: 'yellow' },
  declined: { label: 'Rechazada', colorPalette: 'red' },
  expired: { label: 'Expirada', colorPalette: 'gray' },
};

export const PAYMENT_STATUS_BADGES: Record<string, StatusBadge> = {
  PAID: { label: 'Pagado', colorPalette: 'green' },
  PENDING: { label: 'Pendiente', colorPalette: 'yellow' },
  FAILED: { label: 'Fallido', colorPalette: 'red' },
  REFUNDED: { label: 'Reembolsado', colorPalette: 'purple' },
  PARTIALLY_REFUNDED: { label: 'Reembolso parcial', colorPalette: 'purple' },
  AUTHORIZED: { label: 'Preautorizado', colorPalette: 'yellow' },
  RELEASED: { label: 'Liberado', colorPalette: 'gray' },
};

const own = (map: Record<string, StatusBadge>, key: string) =>
  Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;

/** Unknown values are shown raw, in grey. */
export function reservationStatusBadge(status: string): StatusBadge {
  return own(RESERVATION_STATUS_BADGES, status) ?? { label: status, colorPalette: 'gray' };
}

export function paymentStatusBadge(status: string): StatusBadge {
  return own(PAYMENT_STATUS_BADGES, status) ?? { label: status, colorPalette: 'gray' };
}

/** Directions to a point in Google Maps (the arrival essentials of a reservation). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
