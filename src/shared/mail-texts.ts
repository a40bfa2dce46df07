/**
 * What Refugio's e-mails say (server/mail/templates render these), and the stay's calendar file.
 * Every text of a message lives here once, in Mexican Spanish.
 */
import { timeLeftLabel } from './booking-requests.ts';
import {
  durationLabel,
  formatDateShort,
  formatDateTimeLong,
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
  refund: 'Reembolso',
  refundReason: 'Motivo',
  card: 'Tarjeta',
  installments: 'Meses sin intereses',
  reservation: 'Número de reservación',
  guest: 'Huésped',
  guestPhone: 'Teléfono del huésped',
  specialRequests: 'Solicitudes especiales',
  nightsAmount: 'Importe de las noches',
  authorized: 'Preautorizado',
  released: 'Preautorización liberada',
  guestRefund: 'Reembolso al huésped',
  declineReason: 'Motivo del anfitrión',
  respondBy: 'Responder antes del',
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
  bookingCancelled: {
    subject: (cabinName: string) => `Reserva cancelada: ${cabinName}`,
    preheader: (checkIn: string, checkOut: string) =>
      `${formatDateShort(checkIn)} – ${formatDateShort(checkOut)} · cancelada`,
    heading: 'Tu reserva fue cancelada',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    introGuest: (cabinName: string) =>
      `Cancelaste tu estancia en ${cabinName}. Las noches quedaron libres.`,
    introHost: (cabinName: string) =>
      `El anfitrión de ${cabinName} canceló tu estancia. Te reembolsamos todo lo que pagaste.`,
    refundSent: (amount: string) =>
      `Enviamos el reembolso de ${amount} MXN a tu tarjeta; según tu banco, puede tardar algunos días en reflejarse.`,
    noRefund: 'Esta cancelación no tiene reembolso.',
    action: 'Ver mis reservas',
    footnote: 'Recibes este correo porque cancelaste o se canceló una reservación tuya en Refugio.',
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
  requestReceived: {
    subject: (cabinName: string) => `Solicitud enviada: ${cabinName}`,
    preheader: (respondBy: string) =>
      `El anfitrión tiene hasta el ${formatDateTimeLong(respondBy)} para responder.`,
    heading: 'Recibimos tu solicitud de reserva',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    intro: (cabinName: string, amount: string) =>
      `Enviamos tu solicitud para ${cabinName} a su anfitrión. Tu tarjeta quedó preautorizada por ${amount} MXN: el cargo se hará solo si el anfitrión la acepta.`,
    deadline: (respondBy: string) =>
      `El anfitrión tiene hasta el ${formatDateTimeLong(respondBy)} para responder. Si no responde a tiempo, la solicitud expira y la preautorización se libera.`,
    action: 'Ver mi solicitud',
    footnote: 'Recibes este correo porque solicitaste una reservación en Refugio.',
  },
  requestAccepted: {
    subject: (cabinName: string) => `Solicitud aceptada: ${cabinName}`,
    heading: '¡Tu solicitud fue aceptada!',
    intro: (cabinName: string) =>
      `El anfitrión de ${cabinName} aceptó tu solicitud: tu estancia está confirmada y el cargo se realizó. Te esperamos.`,
    footnote: 'Recibes este correo porque solicitaste una reservación en Refugio.',
  },
  requestDeclined: {
    subject: (cabinName: string) => `Solicitud rechazada: ${cabinName}`,
    preheader: 'La preautorización de tu tarjeta se liberó: no se te cobró nada.',
    heading: 'Tu solicitud no fue aceptada',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    intro: (cabinName: string) =>
      `El anfitrión de ${cabinName} rechazó tu solicitud para estas fechas.`,
    action: 'Buscar otra cabaña',
    footnote: 'Recibes este correo porque solicitaste una reservación en Refugio.',
  },
  requestExpired: {
    subject: (cabinName: string) => `Solicitud expirada: ${cabinName}`,
    preheader: 'La preautorización de tu tarjeta se liberó: no se te cobró nada.',
    heading: 'Tu solicitud expiró',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    intro: (cabinName: string) =>
      `El anfitrión de ${cabinName} no respondió a tiempo y tu solicitud expiró.`,
    action: 'Buscar otra cabaña',
    footnote: 'Recibes este correo porque solicitaste una reservación en Refugio.',
  },
  /** Said by the declined, expired and withdrawn messages: the pre-authorization went back. */
  requestReleased: (amount: string) =>
    `Liberamos la preautorización de ${amount} MXN: no se te cobró nada. Según tu banco, el monto puede tardar algunos días en volver a estar disponible en tu tarjeta.`,
  requestWithdrawn: {
    subject: (cabinName: string) => `Solicitud cancelada: ${cabinName}`,
    preheader: 'La preautorización de tu tarjeta se liberó: no se te cobró nada.',
    heading: 'Cancelaste tu solicitud',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    intro: (cabinName: string) =>
      `Cancelaste tu solicitud para ${cabinName} antes de que su anfitrión respondiera.`,
    action: 'Buscar otra cabaña',
    footnote: 'Recibes este correo porque solicitaste una reservación en Refugio.',
  },
  /** To the host: a guest withdrew a request or cancelled a confirmed stay of one of their cabins. */
  hostStayCancelled: {
    subject: (what: 'request' | 'stay', cabinName: string, checkIn: string, checkOut: string) =>
      `${what === 'request' ? 'Solicitud retirada' : 'Reserva cancelada por el huésped'}: ${cabinName}, ${formatDateShort(checkIn)} – ${formatDateShort(checkOut)}`,
    preheader: (guestName: string, checkIn: string, checkOut: string) =>
      `${guestName} · ${formatDateShort(checkIn)} – ${formatDateShort(checkOut)} · fechas libres de nuevo`,
    heading: (what: 'request' | 'stay') =>
      what === 'request' ? 'El huésped retiró su solicitud' : 'El huésped canceló su reserva',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    introRequest: (guestName: string, cabinName: string) =>
      `${guestName} retiró su solicitud para ${cabinName}: ya no tienes que responderla. Liberamos la preautorización de su tarjeta; no se le cobró nada.`,
    introStay: (guestName: string, cabinName: string) =>
      `${guestName} canceló su estancia confirmada en ${cabinName}.`,
    refund: (amount: string) =>
      `Según la política de cancelación de la cabaña, le reembolsamos ${amount} MXN.`,
    noRefund: 'Según la política de cancelación de la cabaña, esta cancelación no tiene reembolso.',
    freed: (nights: number, checkIn: string, checkOut: string) =>
      `${nights === 1 ? 'La noche' : `Las ${nightsLabel(nights)}`} de esta estancia (llegada el ${formatDateSpelled(checkIn)}, salida el ${formatDateSpelled(checkOut)}) ${nights === 1 ? 'quedó libre' : 'quedaron libres'} de nuevo en tu calendario.`,
    action: 'Ver tus reservas',
    footnote: (cabinName: string) =>
      `Recibes este correo porque eres anfitrión de ${cabinName} en Refugio. Puedes desactivar estos avisos en las preferencias de tu cuenta.`,
  },
  hostNewRequest: {
    subject: (cabinName: string, checkIn: string, checkOut: string) =>
      `Nueva solicitud: ${cabinName}, ${formatDateShort(checkIn)} – ${formatDateShort(checkOut)}`,
    /** 'Quedan 24 h para responder', counted from when the request arrived. */
    preheader: (respondBy: string, at: Date) => timeLeftLabel(respondBy, at),
    heading: 'Tienes una nueva solicitud de reserva',
    greeting: (firstName: string) => `Hola, ${firstName}:`,
    intro: (guestName: string, cabinName: string) =>
      `${guestName} quiere reservar ${cabinName}. Su tarjeta quedó preautorizada: el cargo se hará solo si aceptas.`,
    deadline: (respondBy: string, at: Date) =>
      `${timeLeftLabel(respondBy, at)} (hasta el ${formatDateTimeLong(respondBy)}). Si no respondes a tiempo, la solicitud expira y la preautorización del huésped se libera.`,
    action: 'Responder en Solicitudes',
    footnote: (cabinName: string) =>
      `Recibes este correo porque eres anfitrión de ${cabinName} en Refugio. Puedes desactivar estos avisos en las preferencias de tu cuenta.`,
  },
} as const;
