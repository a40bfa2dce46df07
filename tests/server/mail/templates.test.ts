import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from '../../../server/mail/layout.ts';
import {
  MAIL_TEMPLATES,
  renderTemplate,
  type MailKind,
  type MailPayloads,
} from '../../../server/mail/templates/index.ts';
import { formatDateTimeLong } from '../../../src/shared/format.ts';
import { parseIcsEvent } from './smtp-test-server.ts';

const CONTEXT = {
  appUrl: 'https://refugio.example.mx',
  createdAt: new Date('2026-11-22T18:00:00Z'),
};

const STAY = {
  reservationId: 'res-1234-abcdef98',
  cabinId: 'cab-1',
  cabinName: 'Cabaña "Los Pinos" & <Lago>',
  address: 'Camino al Tigre 12',
  population: 'Mazamitla',
  state: 'Jalisco',
  latitude: 19.91512,
  longitude: -103.01987,
  checkIn: '2026-12-24',
  checkOut: '2026-12-27',
  nights: 3,
  guests: 4,
};

const PAYLOADS: MailPayloads = {
  'booking-confirmed': {
    ...STAY,
    guestFirstName: 'Ana',
    totalCents: 504_000,
    cardBrand: 'mastercard',
    cardLast4: '4444',
  },
  'booking-cancelled': {
    ...STAY,
    guestFirstName: 'Ana',
    by: 'guest',
    totalCents: 504_000,
    refundCents: 252_000,
    reason: 'Política Moderada: reembolso del 50 % si cancelas a más tardar el 23 de diciembre.',
  },
  'host-new-booking': {
    ...STAY,
    hostFirstName: 'Lupita',
    guestFirstName: 'Ana',
    guestLastName: 'Ruiz',
    guestPhone: '+525512345678',
    specialRequests: '  Llegamos después de las 10 <pm>  ',
    subtotalCents: 450_000,
  },
  'password-reset': { firstName: 'Ana', token: 'T0k3n_-abcdefghijklmnopqrstuvwxyz0123456789' },
  'review-invitation': { ...STAY, guestFirstName: 'Ana', deadline: '2027-01-10' },
  'request-received': {
    ...STAY,
    guestFirstName: 'Ana',
    totalCents: 504_000,
    respondBy: '2026-11-23T18:00:00.000Z',
  },
  'request-accepted': {
    ...STAY,
    guestFirstName: 'Ana',
    totalCents: 504_000,
    cardBrand: 'visa',
    cardLast4: '1111',
  },
  'request-declined': {
    ...STAY,
    guestFirstName: 'Ana',
    releasedCents: 504_000,
    reason: 'La cabaña está en <mantenimiento> esas fechas',
  },
  'request-expired': { ...STAY, guestFirstName: 'Ana', releasedCents: 504_000 },
  'host-new-request': {
    ...STAY,
    hostFirstName: 'Lupita',
    guestFirstName: 'Ana',
    guestLastName: 'Ruiz',
    guestPhone: '+525512345678',
    specialRequests: '',
    subtotalCents: 450_000,
    respondBy: '2026-11-23T18:00:00.000Z',
  },
  'request-withdrawn': { ...STAY, guestFirstName: 'Ana', releasedCents: 504_000 },
  'host-stay-cancelled': {
    ...STAY,
    what: 'stay',
    hostFirstName: 'Lupita',
    guestFirstName: 'Ana',
    guestLastName: 'Ruiz',
    subtotalCents: 450_000,
    refundCents: 252_000,
  },
};

const render = <K extends MailKind>(kind: K) =>
  renderMail(renderTemplate(kind, PAYLOADS[kind], CONTEXT));

describe('mail templates', () => {
  it.each(Object.keys(MAIL_TEMPLATES) as MailKind[])(
    '%s: one phone-ready Spanish layout, no images, no tracking, everything escaped',
    (kind) => {
      const mail = render(kind);
      expect(mail.html).toMatch(/^<!doctype html>\n<html lang="es-MX">/);
      expect(mail.html).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
      expect(mail.html).toContain('max-width:560px');
      expect(mail.html).toContain('>Refugio</td>');
      expect(mail.html).not.toMatch(/<img|<script|<link|url\(|@import/i);
      // Links only to Refugio or the map, never through a redirector or with tracking parameters.
      const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) =>
        m[1].replace(/&amp;/g, '&'),
      );
      for (const link of links) {
        expect(link).toMatch(/^https:\/\/(refugio\.example\.mx\/|www\.google\.com\/maps\/dir\/)/);
        expect(link).not.toMatch(/utm_|[?&](ref|track|click)/i);
      }
      expect(mail.html).not.toContain('<Lago>');
      expect(mail.html).not.toContain('<pm>');
      expect(mail.text.startsWith('REFUGIO\n\n')).toBe(true);
      expect(mail.text).toContain('Refugio · Cabañas vacacionales en México');
      expect(mail.text).not.toMatch(/<\/?(p|a|h1|td|tr|table|div|br)\b/);
    },
  );

  it('booking confirmed: the stay, what was paid and the stay as an all-day event', () => {
    const mail = render('booking-confirmed');
    expect(mail.subject).toBe('Reserva confirmada: Cabaña "Los Pinos" & <Lago>');
    expect(mail.text).toContain('¡Tu reserva está confirmada!');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Dirección: Camino al Tigre 12, Mazamitla, Jalisco');
    expect(mail.text).toContain(
      'Cómo llegar: Abrir en el mapa (https://www.google.com/maps/dir/?api=1&destination=19.91512,-103.01987)',
    );
    expect(mail.text).toContain('Llegada: 24 de diciembre de 2026');
    expect(mail.text).toContain('Salida: 27 de diciembre de 2026');
    expect(mail.text).toContain('Noches: 3');
    expect(mail.text).toContain('Huéspedes: 4');
    expect(mail.text).toContain('Total pagado: $5,040.00 MXN');
    expect(mail.text).toContain('Tarjeta: Mastercard •••• 4444');
    expect(mail.text).toContain('Número de reservación: res-1234-abcdef98');
    expect(mail.text).toContain('Ver mis reservas:\nhttps://refugio.example.mx/my-reservations');
    expect(mail.html).toContain('Cabaña &quot;Los Pinos&quot; &amp; &lt;Lago&gt;');

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics.filename).toBe('reserva-abcdef98.ics');
    expect(ics.contentType).toMatch(/^text\/calendar/);
    const { calendar, event } = parseIcsEvent(ics.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.startDate.toString()).toBe('2026-12-24');
    expect(event.endDate.toString()).toBe('2026-12-27');
    expect(event.startDate.isDate).toBe(true);
    expect(event.description).toContain('4 huéspedes');
  });

  it('review invitation: the stay, the deadline and a link to the trip page’s review form', () => {
    const mail = render('review-invitation');
    expect(mail.subject).toBe('¿Cómo te fue en Cabaña "Los Pinos" & <Lago>?');
    expect(mail.text).toContain('Califica tu estancia');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Salida: 27 de diciembre de 2026');
    expect(mail.text).toContain('Puedes calificarla hasta el 10 de enero de 2027.');
    expect(mail.text).toContain(
      'Calificar estancia:\nhttps://refugio.example.mx/my-reservations/res-1234-abcdef98#calificar',
    );
    expect(mail.text).toContain('Puedes desactivar estos avisos en las preferencias de tu cuenta.');
    expect(mail.attachments).toHaveLength(0);
    expect(MAIL_TEMPLATES['review-invitation'].receipt).toBe(false);
  });

  it('booking confirmed in meses sin intereses says the monthly payments', () => {
    const mail = renderMail(
      renderTemplate(
        'booking-confirmed',
        { ...PAYLOADS['booking-confirmed'], installments: 6 },
        CONTEXT,
      ),
    );
    expect(mail.text).toContain('Meses sin intereses: 6 pagos de $840');
    expect(render('booking-confirmed').text).not.toContain('Meses sin intereses');
  });

  it('booking cancelled: who cancelled, the refund and its reason', () => {
    const mail = render('booking-cancelled');
    expect(mail.subject).toBe('Reserva cancelada: Cabaña "Los Pinos" & <Lago>');
    expect(mail.text).toContain('Tu reserva fue cancelada');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain(
      'Cancelaste tu estancia en Cabaña "Los Pinos" & <Lago>. Las noches quedaron libres.',
    );
    expect(mail.text).toContain(
      'Enviamos el reembolso de $2,520.00 MXN a tu tarjeta; según tu banco, puede tardar algunos días en reflejarse.',
    );
    expect(mail.text).toContain('Total pagado: $5,040.00 MXN');
    expect(mail.text).toContain('Reembolso: $2,520.00 MXN');
    expect(mail.text).toContain(
      'Motivo: Política Moderada: reembolso del 50 % si cancelas a más tardar el 23 de diciembre.',
    );
    expect(mail.attachments ?? []).toHaveLength(0);

    const byHost = renderMail(
      renderTemplate(
        'booking-cancelled',
        { ...PAYLOADS['booking-cancelled'], by: 'host', refundCents: 504_000 },
        CONTEXT,
      ),
    );
    expect(byHost.text).toContain(
      'El anfitrión de Cabaña "Los Pinos" & <Lago> canceló tu estancia.',
    );
    expect(byHost.text).toContain('Reembolso: $5,040.00 MXN');
    const nothing = renderMail(
      renderTemplate(
        'booking-cancelled',
        {
          ...PAYLOADS['booking-cancelled'],
          refundCents: 0,
          reason: 'Esta reserva no es reembolsable',
        },
        CONTEXT,
      ),
    );
    expect(nothing.text).toContain('Esta cancelación no tiene reembolso.');
  });

  it('booking confirmed without card details leaves the card line out', () => {
    const mail = renderMail(
      renderTemplate(
        'booking-confirmed',
        { ...PAYLOADS['booking-confirmed'], cardBrand: null, cardLast4: null },
        CONTEXT,
      ),
    );
    expect(mail.text).not.toContain('Tarjeta:');
  });

  it('host new booking: who booked, when, the guest’s phone and requests, and the nights’ amount', () => {
    const mail = render('host-new-booking');
    expect(mail.subject).toBe(
      'Nueva reserva: Cabaña "Los Pinos" & <Lago>, 24 dic 2026 – 27 dic 2026',
    );
    expect(mail.text).toContain('Tienes una nueva reserva');
    expect(mail.text).toContain('Hola, Lupita:');
    expect(mail.text).toContain(
      'Ana Ruiz reservó Cabaña "Los Pinos" & <Lago>. La reserva ya está pagada.',
    );
    expect(mail.text).toContain('Huésped: Ana Ruiz');
    expect(mail.text).toContain('Teléfono del huésped: +52 55 1234 5678');
    expect(mail.text).toContain('Solicitudes especiales: Llegamos después de las 10 <pm>');
    expect(mail.text).toContain('Importe de las noches: $4,500.00 MXN');
    expect(mail.text).not.toContain('Cómo llegar');
    expect(mail.text).toContain('Recibes este correo porque eres anfitrión de Cabaña');
    expect(mail.attachments).toEqual([]);
    expect(MAIL_TEMPLATES['host-new-booking'].receipt).toBe(false);
  });

  it('host new booking without special requests leaves that line out', () => {
    const mail = renderMail(
      renderTemplate(
        'host-new-booking',
        { ...PAYLOADS['host-new-booking'], specialRequests: '   ' },
        CONTEXT,
      ),
    );
    expect(mail.text).not.toContain('Solicitudes especiales');
  });

  it('password reset: the single-use link and how long it lasts, and nothing kept after', () => {
    const mail = render('password-reset');
    const link =
      'https://refugio.example.mx/reset-password?token=T0k3n_-abcdefghijklmnopqrstuvwxyz0123456789';
    expect(mail.subject).toBe('Restablece tu contraseña de Refugio');
    expect(mail.text).toContain(`Elegir una contraseña nueva:\n${link}`);
    expect(mail.text).toContain('El enlace vence en 1 hora y solo funciona una vez.');
    expect(mail.text).toContain('Si no pediste este cambio, ignora este correo');
    expect(mail.html).toContain(`href="${link}"`);
    expect(MAIL_TEMPLATES['password-reset']).toMatchObject({ receipt: true, secret: true });
  });

  it('request received: the pre-authorized amount, nothing charged yet, and the host’s deadline', () => {
    const mail = render('request-received');
    expect(mail.subject).toBe('Solicitud enviada: Cabaña "Los Pinos" & <Lago>');
    expect(mail.text).toContain('Recibimos tu solicitud de reserva');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain(
      'Tu tarjeta quedó preautorizada por $5,040.00 MXN: el cargo se hará solo si el anfitrión la acepta.',
    );
    expect(mail.text).toContain(
      `El anfitrión tiene hasta el ${formatDateTimeLong('2026-11-23T18:00:00.000Z')} para responder.`,
    );
    expect(mail.text).toContain('Preautorizado: $5,040.00 MXN');
    expect(mail.text).toContain('https://refugio.example.mx/my-reservations/res-1234-abcdef98');
    expect(mail.attachments).toEqual([]);
    expect(MAIL_TEMPLATES['request-received'].receipt).toBe(true);
  });

  it('request accepted: the confirmation, worded as the host’s answer, with the stay’s .ics', () => {
    const mail = render('request-accepted');
    expect(mail.subject).toBe('Solicitud aceptada: Cabaña "Los Pinos" & <Lago>');
    expect(mail.text).toContain('¡Tu solicitud fue aceptada!');
    expect(mail.text).toContain(
      'El anfitrión de Cabaña "Los Pinos" & <Lago> aceptó tu solicitud: tu estancia está confirmada y el cargo se realizó.',
    );
    expect(mail.text).toContain('Total pagado: $5,040.00 MXN');
    expect(mail.text).toContain('Tarjeta: Visa •••• 1111');
    const [ics] = mail.attachments;
    expect(ics.filename).toBe('reserva-abcdef98.ics');
    expect(parseIcsEvent(ics.content).event.startDate.toString()).toBe('2026-12-24');
    expect(MAIL_TEMPLATES['request-accepted'].receipt).toBe(true);
  });

  it('request declined: the host’s reason (escaped) and the released amount', () => {
    const mail = render('request-declined');
    expect(mail.subject).toBe('Solicitud rechazada: Cabaña "Los Pinos" & <Lago>');
    expect(mail.text).toContain('Tu solicitud no fue aceptada');
    expect(mail.text).toContain('rechazó tu solicitud para estas fechas.');
    expect(mail.text).toContain(
      'Motivo del anfitrión: La cabaña está en <mantenimiento> esas fechas',
    );
    expect(mail.html).toContain('La cabaña está en &lt;mantenimiento&gt; esas fechas');
    expect(mail.text).toContain(
      'Liberamos la preautorización de $5,040.00 MXN: no se te cobró nada.',
    );
    expect(mail.text).toContain('Preautorización liberada: $5,040.00 MXN');
    expect(mail.attachments).toEqual([]);
    expect(MAIL_TEMPLATES['request-declined'].receipt).toBe(true);
  });

  it('request expired: the host did not answer, and the amount is released', () => {
    const mail = render('request-expired');
    expect(mail.subject).toBe('Solicitud expirada: Cabaña "Los Pinos" & <Lago>');
    expect(mail.text).toContain(
      'El anfitrión de Cabaña "Los Pinos" & <Lago> no respondió a tiempo y tu solicitud expiró.',
    );
    expect(mail.text).toContain(
      'Liberamos la preautorización de $5,040.00 MXN: no se te cobró nada.',
    );
    expect(mail.text).not.toContain('Motivo del anfitrión');
    expect(MAIL_TEMPLATES['request-expired'].receipt).toBe(true);
  });

  it('host new request: who asks, the time left counted from its arrival, and the way to Solicitudes', () => {
    const mail = render('host-new-request');
    expect(mail.subject).toBe(
      'Nueva solicitud: Cabaña "Los Pinos" & <Lago>, 24 dic 2026 – 27 dic 2026',
    );
    expect(mail.text).toContain('Tienes una nueva solicitud de reserva');
    expect(mail.text).toContain('Hola, Lupita:');
    expect(mail.text).toContain('Ana Ruiz quiere reservar Cabaña "Los Pinos" & <Lago>.');
    // Created 2026-11-22 18:00 UTC, to answer by 2026-11-23 18:00 UTC (12:00 in Mexico City).
    expect(formatDateTimeLong('2026-11-23T18:00:00.000Z')).toMatch(
      /^23 de noviembre de 2026.*12:00/,
    );
    expect(mail.text).toContain(
      `Quedan 24 h para responder (hasta el ${formatDateTimeLong('2026-11-23T18:00:00.000Z')}).`,
    );
    expect(mail.text).toContain('Importe de las noches: $4,500.00 MXN');
    expect(mail.text).toContain('Responder en Solicitudes:\nhttps://refugio.example.mx/host');
    expect(mail.text).not.toContain('Solicitudes especiales');
    expect(MAIL_TEMPLATES['host-new-request'].receipt).toBe(false);
  });

  it('request withdrawn: the guest’s receipt of the release, nothing charged', () => {
    const mail = render('request-withdrawn');
    expect(mail.subject).toBe('Solicitud cancelada: Cabaña "Los Pinos" & <Lago>');
    expect(mail.text).toContain('Cancelaste tu solicitud');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain(
      'Cancelaste tu solicitud para Cabaña "Los Pinos" & <Lago> antes de que su anfitrión respondiera.',
    );
    expect(mail.text).toContain(
      'Liberamos la preautorización de $5,040.00 MXN: no se te cobró nada.',
    );
    expect(mail.text).toContain('Preautorización liberada: $5,040.00 MXN');
    expect(mail.text).toContain('Llegada: 24 de diciembre de 2026');
    expect(mail.text).toContain('Número de reservación: res-1234-abcdef98');
    expect(mail.text).toContain('Buscar otra cabaña:\nhttps://refugio.example.mx/');
    expect(mail.attachments).toEqual([]);
    expect(MAIL_TEMPLATES['request-withdrawn'].receipt).toBe(true);
  });

  it('host stay cancelled: who cancelled, what goes back to the guest, and the nights free again', () => {
    const mail = render('host-stay-cancelled');
    expect(mail.subject).toBe(
      'Reserva cancelada por el huésped: Cabaña "Los Pinos" & <Lago>, 24 dic 2026 – 27 dic 2026',
    );
    expect(mail.text).toContain('El huésped canceló su reserva');
    expect(mail.text).toContain('Hola, Lupita:');
    expect(mail.text).toContain(
      'Ana Ruiz canceló su estancia confirmada en Cabaña "Los Pinos" & <Lago>.',
    );
    expect(mail.text).toContain(
      'Según la política de cancelación de la cabaña, le reembolsamos $2,520.00 MXN.',
    );
    expect(mail.text).toContain(
      'Las 3 noches de esta estancia (llegada el 24 de diciembre de 2026, salida el 27 de diciembre de 2026) quedaron libres de nuevo en tu calendario.',
    );
    expect(mail.text).toContain('Huésped: Ana Ruiz');
    expect(mail.text).toContain('Importe de las noches: $4,500.00 MXN');
    expect(mail.text).toContain('Reembolso al huésped: $2,520.00 MXN');
    expect(mail.text).toContain('Ver tus reservas:\nhttps://refugio.example.mx/host/reservations');
    expect(mail.text).toContain('Puedes desactivar estos avisos en las preferencias de tu cuenta.');
    // Of the guest, the name only: no phone, no e-mail, no directions.
    expect(mail.text).not.toMatch(/Teléfono|@|Cómo llegar/);
    expect(mail.attachments).toEqual([]);
    expect(MAIL_TEMPLATES['host-stay-cancelled'].receipt).toBe(false);

    const nothing = renderMail(
      renderTemplate(
        'host-stay-cancelled',
        { ...PAYLOADS['host-stay-cancelled'], refundCents: 0, nights: 1 },
        CONTEXT,
      ),
    );
    expect(nothing.text).toContain(
      'Según la política de cancelación de la cabaña, esta cancelación no tiene reembolso.',
    );
    expect(nothing.text).toContain('Reembolso al huésped: $0.00 MXN');
    expect(nothing.text).toContain('La noche de esta estancia (llegada el');
    expect(nothing.text).toContain(') quedó libre de nuevo en tu calendario.');
  });

  it('host stay cancelled, for a request: withdrawn, nothing charged, no refund line', () => {
    const mail = renderMail(
      renderTemplate(
        'host-stay-cancelled',
        { ...PAYLOADS['host-stay-cancelled'], what: 'request', refundCents: 0 },
        CONTEXT,
      ),
    );
    expect(mail.subject).toBe(
      'Solicitud retirada: Cabaña "Los Pinos" & <Lago>, 24 dic 2026 – 27 dic 2026',
    );
    expect(mail.text).toContain('El huésped retiró su solicitud');
    expect(mail.text).toContain(
      'Ana Ruiz retiró su solicitud para Cabaña "Los Pinos" & <Lago>: ya no tienes que responderla. Liberamos la preautorización de su tarjeta; no se le cobró nada.',
    );
    expect(mail.text).toContain('quedaron libres de nuevo en tu calendario.');
    expect(mail.text).not.toContain('Reembolso');
    expect(mail.text).not.toContain('política de cancelación');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
