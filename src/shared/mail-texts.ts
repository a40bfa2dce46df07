/**
 * What Refugio's e-mails say (server/mail/templates render these), and the stay's calendar file.
 * Every text of a message lives here once, in Mexican Spanish.
 */
import {
  durationLabel,
  formatDateShort,
  formatDateSpelled,
  guestsLabel,
  nightsLabel,
} from './format.ts';
import { AUTH_LIMITS } from './validation/auth.ts';

const RESET_VALIDITY = durationLabel(AUTH_LIMITS.resetLinkMinutes);

export const BRAND = {
  name: 'Refugio',
  tagline: 'Cabañas vacacionales en México',
} as const;

export const STAY_CALENDAR_TEXTS = {
  calendarName: BRAND.name,
  summary: (cabinName: string) => `Estancia en ${cabinName}`,
  description: (reservationId: string, guests: number, url: string) =>
    `Reservación ${reservationId} · ${guestsLabel(guests)}\n${url}`,
  fileName: (reservationId: string) => `reserva-${reservationId.slice(-8)}.ics`,
} as const;

/** Labels shared by the messages that describe a stay. */
export const STAY_LABELS = {
  cabin: 'Cabaña',
  address: 'Dirección',
  arrival: 'Llegada',
  departure: 'Salida',
  nights: 'Noches',
  guests: 'Huéspedes',
  totalPaid: 'Total pagado',
  card: 'Tarjeta',
  reservation: 'Número de reservación',
  guest: 'Huésped',
  guestPhone: 'Teléfono del huésped',
  specialRequests: 'Solicitudes especiales',
  nightsAmount: 'Importe de las noches',
  directions: 'Cómo llegar',
  directionsLink: 'Abrir en el mapa',
} as const;

export const MAIL_TEXTS = {
  layout: {
    signature: `${BRAND.name} · ${BRAND.tagline}`,
    linkFallback: 'Si el botón no funciona, copia y pega esta dirección en tu navegador:',
  },
  bookingConfirmed: {
    subject: (cabinName: string) => `Reserva confirmada: ${cabinName}`,
    preheader: (checkIn: string, checkOut: string, guests: number) =>
      `${formatDateShort(checkIn)} – ${formatDateShort(checkOut)} · ${guestsLabel(guests)}`,
    heading: '¡Tu reserva está confirmada!',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    intro: (cabinName: string) =>
      `Tu estancia en ${cabinName} está confirmada y pagada. Te esperamos.`,
    calendar:
      'Adjuntamos tu estancia como archivo de calendario (.ics): ábrelo para agregarla a tu calendario.',
    action: 'Ver mis reservas',
    offline:
      'Si vas a un lugar sin señal, abre Mis reservas en Refugio antes de salir: tus reservas quedan guardadas en tu teléfono.',
    footnote: 'Recibes este correo porque hiciste una reservación en Refugio.',
  },
  hostNewBooking: {
    subject: (cabinName: string, checkIn: string, checkOut: string) =>
      `Nueva reserva: ${cabinName}, ${formatDateShort(checkIn)} – ${formatDateShort(checkOut)}`,
    preheader: (guestName: string, nights: number) => `${guestName} reservó ${nightsLabel(nights)}`,
    heading: 'Tienes una nueva reserva',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    intro: (guestName: string, cabinName: string) =>
      `${guestName} reservó ${cabinName}. La reserva ya está pagada.`,
    footnote: (cabinName: string) =>
      `Recibes este correo porque eres anfitrión de ${cabinName} en Refugio. Puedes desactivar estos avisos en las preferencias de tu cuenta.`,
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Refugio',
    preheader: `El enlace vence en ${RESET_VALIDITY}.`,
    heading: 'Restablece tu contraseña',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Refugio.',
    action: 'Elegir una contraseña nueva',
    validity: `El enlace vence en ${RESET_VALIDITY} y solo funciona una vez.`,
    ignore: 'Si no pediste este cambio, ignora este correo: tu contraseña no cambiará.',
    footnote:
      'Recibes este correo porque alguien pidió restablecer la contraseña de esta cuenta en Refugio.',
  },
  reviewInvitation: {
    subject: (cabinName: string) => `¿Cómo te fue en ${cabinName}?`,
    preheader: (deadline: string) => `Califica tu estancia antes del ${formatDateShort(deadline)}.`,
    heading: 'Califica tu estancia',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    intro: (cabinName: string) =>
      `Esperamos que hayas disfrutado tu estancia en ${cabinName}. Tu opinión ayuda a otros viajeros a elegir y a tu anfitrión a mejorar.`,
    ask: 'Califica la estancia de 1 a 5 estrellas (en general, y la limpieza, la exactitud, la llegada, la comunicación, la ubicación y la calidad-precio) y cuéntanos cómo te fue.',
    action: 'Calificar estancia',
    deadline: (deadline: string) => `Puedes calificarla hasta el ${formatDateSpelled(deadline)}.`,
    footnote:
      'Recibes este correo porque te hospedaste en una cabaña reservada en Refugio. Puedes desactivar estos avisos en las preferencias de tu cuenta.',
  },
} as const;
