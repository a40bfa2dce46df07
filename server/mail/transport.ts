import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { default as Nodemailer, Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { MailAttachment } from './layout.ts';

/** A message ready to leave: addresses, both parts, attachments and a stable Message-ID. */
export interface OutgoingMail {
  /** The outbox row's id: names the .eml file, and the Message-ID is made from it. */
  id: string;
  kind: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  messageId: string;
  date: Date;
}

export interface MailTransport {
  /** 'smtp' (SMTP_URL) or 'files' (.eml files under DATA_DIR/mail). */
  readonly kind: 'smtp' | 'files';
  /** Where the .eml files go (files only). */
  readonly directory?: string;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * An SMTP error the server gave for the recipient itself (5xx to RCPT TO: no such mailbox): sending
 * again cannot help. Everything else (4xx, a refused or dropped connection, a timeout) is retried.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown } | null;
  return (
    typeof e?.responseCode === 'number' &&
    e.responseCode >= 500 &&
    e.responseCode < 600 &&
    e.command === 'RCPT TO'
  );
}

function options(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    date: mail.date,
    // RFC 3834: an automatic message, so vacation responders stay quiet.
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

/**
 * nodemailer's transporter, made on the first message: the package is loaded only by a server that
 * sends mail (docs/performance.md, "Third round").
 */
function lazyTransporter<T extends Transporter>(
  make: (nodemailer: typeof Nodemailer) => T,
): { get(): Promise<T>; close(): void } {
  let made: Promise<T> | undefined;
  return {
    get() {
      made ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer));
      return made;
    },
    close() {
      void made?.then((transporter) => transporter.close());
    },
  };
}

/** Sends through the SMTP server of `url` (smtp:// or smtps://, user and password in the URL). */
export function smtpTransport(url: string): MailTransport {
  const transporter = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await (await transporter.get()).sendMail(options(mail));
      return { messageId: info.messageId ?? mail.messageId };
    },
    close: () => transporter.close(),
  };
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * Without SMTP: each message is written, exactly as it would have been sent, as an .eml file that
 * any mail app opens (`DATA_DIR/mail/<time>-<kind>-<id>.eml`). Written whole, then renamed, so a
 * reader never sees half a message.
 */
export function fileTransport(directory: string): MailTransport {
  const composer = lazyTransporter((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'files',
    directory,
    async send(mail) {
      const info = await (await composer.get()).sendMail(options(mail));
      mkdirSync(directory, { recursive: true });
      const file = join(directory, `${stamp(mail.date)}-${mail.kind}-${mail.id}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { messageId: info.messageId ?? mail.messageId };
    },
    close: () => composer.close(),
  };
}

/** The transport the config asks for: SMTP_URL, else .eml files under DATA_DIR/mail. */
export function createMailTransport(
  config: Pick<Config, 'SMTP_URL' | 'DATA_DIR' | 'dataDir'>,
): MailTransport {
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL);
  const inMemory =
    config.DATA_DIR.startsWith('memory://') || config.dataDir.startsWith('memory://');
  const dataDir = inMemory ? join(tmpdir(), `refugio-mail-${process.pid}`) : config.dataDir;
  return fileTransport(join(dataDir, 'mail'));
}
