/**
 * Hosts (ARCHITECTURE "Hosts"): roles, cabin states, booking modes, cancellation policies and the
 * Spanish texts of the host API and console. Pure data: the server and the console both read it.
 */

/** Every account is a guest; 'host' once it accepted the host terms; 'admin' is an operator. */
export type Role = 'guest' | 'host' | 'admin';

export const CABIN_STATUSES = ['draft', 'published', 'archived'] as const;
export type CabinStatus = (typeof CABIN_STATUSES)[number];

/** One cabin of 'Mis cabañas' (GET /api/host/cabins). */
export interface HostCabinSummary {
  _id: string;
  name: string;
  status: CabinStatus;
  cover: { path: string; alt: string } | null;
  location: { population: string; state: string };
  nextArrivals: Array<{
    reservationId: string;
    checkIn: string;
    checkOut: string;
    guests: number;
    guestName: string;
    status: string;
  }>;
  /** This month's (America/Mexico_City) booked nights over its nights, 0–100, whole. */
  occupancyThisMonth: number;
}
export const CABIN_STATUS_LABELS: Record<CabinStatus, string> = {
  draft: 'Borrador',
  published: 'Publicada',
  archived: 'Archivada',
};

export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const BOOKING_MODE_LABELS: Record<BookingMode, string> = {
  instant: 'Reserva inmediata',
  request: 'Solicitud de reserva',
};

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict', 'non_refundable'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const CANCELLATION_POLICY_LABELS: Record<CancellationPolicy, string> = {
  flexible: 'Flexible',
  moderate: 'Moderada',
  strict: 'Estricta',
  non_refundable: 'No reembolsable',
};

/** The kinds of place a cabin may be (the same list as the demo catalogue's). */
export const ACCOMMODATION_TYPES = [
  'Cabaña',
  'Casa de campo',
  'Bungalow',
  'Villa',
  'Glamping',
  'Casa del árbol',
  'Loft',
  'Casa colonial',
] as const;

/** What publishing needs (the console lists the missing ones). */
export const PUBLISH_RULES = {
  minPhotos: 5,
  minDescription: 50,
} as const;

export const PUBLISH_REQUIREMENTS = {
  photos: `Al menos ${PUBLISH_RULES.minPhotos} fotos, cada una con su texto alternativo`,
  price: 'Un precio por noche',
  location: 'La ubicación: dirección, destino y el punto en el mapa',
  description: `Una descripción de al menos ${PUBLISH_RULES.minDescription} caracteres`,
} as const;
export type PublishRequirement = keyof typeof PUBLISH_REQUIREMENTS;

export const HOST_MESSAGES = {
  hostTermsRequired: 'Debes aceptar los términos para anfitriones',
  notHost:
    'Esta sección es solo para anfitriones. Publica tu cabaña para convertirte en anfitrión.',
  onboarded: 'Ahora eres anfitrión',
  cabinCreated: 'Cabaña creada como borrador',
  cabinUpdated: 'Cambios guardados',
  cabinPublished: 'Cabaña publicada',
  cabinUnpublished: 'La cabaña ya no está publicada',
  cabinArchived: 'Cabaña archivada',
  cannotPublish: 'Para publicar la cabaña falta:',
  alreadyArchived: 'La cabaña ya está archivada',
  occupancyOrder: 'El mínimo de huéspedes no puede ser mayor que el máximo',
  pricingSaved: 'Precios guardados',
  seasonsOverlap: (a: string, b: string) => `Las temporadas «${a}» y «${b}» se traslapan`,
  blockCreated: 'Fechas bloqueadas',
  blockDeleted: 'Fechas desbloqueadas',
  blockNotFound: 'Bloqueo no encontrado',
  blockOverBooking: 'Esas fechas se traslapan con una reserva o con otro bloqueo',
  blockImported: 'Este bloqueo viene de un calendario importado; quítalo desde su origen',
  blockPast: 'No se pueden bloquear noches pasadas',
  calendarRange: 'El rango del calendario no es válido (máximo 400 días)',
} as const;

/** The location a draft has before the host sets one: publishing needs a real one. */
export const NO_LOCATION = { latitude: 0, longitude: 0 } as const;

/** The host's calendar of one cabin (GET /api/host/cabins/:id/calendar): stays and blocks. */
export interface CalendarBooking {
  reservationId: string;
  checkIn: string;
  checkOut: string;
  /** 'booked' (a confirmed stay) or 'held' (being paid, or waiting for the host's answer). */
  kind: 'booked' | 'held';
  status: string;
  guestName: string;
  guests: number;
}

export interface CalendarBlock {
  id: string;
  checkIn: string;
  checkOut: string;
  reason: string;
  /** 'host' (set in the console) or 'ical' (from an import feed, named by feedName). */
  source: 'host' | 'ical';
  feedName: string | null;
}
