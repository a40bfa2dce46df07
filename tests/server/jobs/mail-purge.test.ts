import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailPurgeJob } from '../../../server/jobs/mail-purge.ts';
import { mailOutbox } from '../../../server/db/schema.ts';
import { createTestApp, databases, testClock, type TestApp } from '../helpers.ts';

const DAY = 86_400_000;

describe.each(databases)('the outbox purge on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  const ago = (days: number) => new Date(clock.now().getTime() - days * DAY);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: false, clock, config: { MAIL_KEEP_DAYS: 30 } });
  });
  afterAll(() => t.close());

  async function message(name: string, status: string, days: number) {
    await t.database.db.insert(mailOutbox).values({
      id: `${name}-${randomUUID()}`,
      kind: 'password-reset',
      recipient: 'ana@example.mx',
      status,
      createdAt: ago(days + 1),
      nextAttemptAt: ago(days),
      sentAt: status === 'sent' ? ago(days) : null,
      failedAt: status === 'failed' ? ago(days) : null,
    });
  }

  it('deletes the messages sent more than MAIL_KEEP_DAYS ago, and only those', async () => {
    await message('sent-old', 'sent', 31);
    await message('sent-recent', 'sent', 29);
    await message('failed-old', 'failed', 90);
    await message('pending-old', 'pending', 40);
    await mailPurgeJob.run(t.app);
    const left = (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox))
      .map((row) => row.id.replace(/-[0-9a-f-]{36}$/, ''))
      .sort();
    expect(left).toEqual(['failed-old', 'pending-old', 'sent-recent']);
  });

  it('keeps everything with MAIL_KEEP_DAYS=0', async () => {
    const keeper = await createTestApp(kind, {
      seed: false,
      clock,
      config: { MAIL_KEEP_DAYS: 0 },
    });
    try {
      await keeper.database.db.insert(mailOutbox).values({
        id: randomUUID(),
        kind: 'password-reset',
        recipient: 'ana@example.mx',
        status: 'sent',
        sentAt: ago(400),
      });
      await mailPurgeJob.run(keeper.app);
      expect(await keeper.database.db.select().from(mailOutbox)).toHaveLength(1);
    } finally {
      await keeper.close();
    }
  });
});
