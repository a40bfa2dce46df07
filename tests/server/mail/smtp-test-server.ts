import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses, as the server saw them. */
  recipients: string[];
  mail: ParsedMail;
}

/** What the server answers to the next message: accept it, or refuse it with an SMTP code. */
export type SmtpAnswer = { accept: true } | { accept: false; code: number; message: string };

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * A real SMTP server inside the test process (smtp-server, on a free localhost port) that keeps and
 * parses every message it accepts. `answer` decides per message (default: accept everything);
 * `refuseRecipients` refuses RCPT TO with a 550 for those addresses.
 */
export async function startSmtpServer(options: { refuseRecipients?: string[] } = {}) {
  const received: ReceivedMail[] = [];
  let answer: () => SmtpAnswer = () => ({ accept: true });
  let dataCommands = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuseRecipients?.includes(address.address)) {
        callback(smtpError(550, 'No such mailbox'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      dataCommands++;
      const decision = answer();
      simpleParser(stream).then(
        (mail) => {
          if (!decision.accept) {
            callback(smtpError(decision.code, decision.message));
            return;
          }
          received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** How many messages reached DATA, accepted or not. */
    dataCommands: () => dataCommands,
    answerWith(next: () => SmtpAnswer) {
      answer = next;
    },
    /** Forgets what was received and accepts everything again. */
    reset() {
      received.length = 0;
      dataCommands = 0;
      answer = () => ({ accept: true });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first VEVENT of an .ics, parsed back with ical.js. */
export function parseIcsEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar');
  const event = new ICAL.Event(vevent);
  return { calendar, vevent, event };
}
