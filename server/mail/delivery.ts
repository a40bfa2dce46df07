import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { renderMail } from './layout.ts';
import {
  claimDueMail,
  markMailAttemptFailed,
  markMailSent,
  type OutboxRow,
} from './outbox-repository.ts';
import { isMailKind, MAIL_TEMPLATES, renderTemplate } from './templates/index.ts';
import { isPermanentSmtpError, type MailTransport, type OutgoingMail } from './transport.ts';

export const MAIL_DELIVERY = {
  /** Messages claimed at a time, and claims per run (a run then yields to the next tick). */
  batchSize: 20,
  maxBatchesPerRun: 10,
  /** A claimed message whose sender died is claimed again after this. */
  leaseMs: 2 * 60_000,
  /** Attempts before a message is recorded as failed. */
  maxAttempts: 6,
} as const;

/** Wait before attempt n + 1 after n failed ones: 30 s, 2 min, 8 min, 32 min, 2 h 8 min. */
export function retryDelayMs(failedAttempts: number): number {
  return 30_000 * 4 ** Math.max(0, failedAttempts - 1);
}

export interface DeliveryDeps {
  db: Db;
  transport: MailTransport;
  /** MAIL_FROM and the app's public address for links. */
  from: string;
  appUrl: string;
  /** The current instant (a function: a run may take a while). */
  now: () => Date;
  log?: FastifyBaseLogger;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** The domain of MAIL_FROM, for Message-IDs. */
function senderDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match ? match[1] : 'refugio.local';
}

function compose(row: OutboxRow, deps: DeliveryDeps): OutgoingMail {
  if (!isMailKind(row.kind)) throw new Error(`unknown mail kind ${row.kind}`);
  if (row.payload === null) throw new Error('the message has no payload');
  const rendered = renderMail(
    renderTemplate(row.kind, row.payload, { appUrl: deps.appUrl, createdAt: row.createdAt }),
  );
  return {
    id: row.id,
    kind: row.kind,
    from: deps.from,
    to: row.recipient,
    ...rendered,
    messageId: `<${row.id}@${senderDomain(deps.from)}>`,
    date: row.createdAt,
  };
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends every message that is due: each claimed row is rendered, handed to the transport and marked
 * sent, or its attempt is recorded and it is tried again later with a growing wait — until
 * MAIL_DELIVERY.maxAttempts, or at once when the failure cannot change (an unknown recipient, a
 * message that cannot be rendered), after which it is recorded as failed.
 */
export async function deliverDueMail(deps: DeliveryDeps): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < MAIL_DELIVERY.maxBatchesPerRun; batch++) {
    const now = deps.now();
    const rows = await claimDueMail(deps.db, {
      now,
      leaseUntil: new Date(now.getTime() + MAIL_DELIVERY.leaseMs),
      limit: MAIL_DELIVERY.batchSize,
    });
    if (!rows.length) break;
    for (const row of rows) {
      const secret = isMailKind(row.kind) && MAIL_TEMPLATES[row.kind].secret === true;
      let mail: OutgoingMail;
      try {
        mail = compose(row, deps);
      } catch (error) {
        await markMailAttemptFailed(deps.db, row, {
          error: errorText(error),
          now: deps.now(),
          retryAt: null,
          erasePayload: secret,
        });
        report.failed++;
        deps.log?.error({ err: error, mailId: row.id, kind: row.kind }, 'mail cannot be rendered');
        continue;
      }
      try {
        const { messageId } = await deps.transport.send(mail);
        await markMailSent(deps.db, row, { messageId, now: deps.now(), erasePayload: secret });
        report.sent++;
      } catch (error) {
        const final = row.attempts >= MAIL_DELIVERY.maxAttempts || isPermanentSmtpError(error);
        const failedAt = deps.now();
        await markMailAttemptFailed(deps.db, row, {
          error: errorText(error),
          now: failedAt,
          retryAt: final ? null : new Date(failedAt.getTime() + retryDelayMs(row.attempts)),
          erasePayload: secret,
        });
        if (final) report.failed++;
        else report.retried++;
        deps.log?.[final ? 'error' : 'warn'](
          { err: error, mailId: row.id, kind: row.kind, attempt: row.attempts },
          final ? 'mail delivery failed' : 'mail delivery will be retried',
        );
      }
    }
  }
  return report;
}
