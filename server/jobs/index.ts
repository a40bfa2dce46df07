import { chargeReconciliationJob } from './charge-reconciliation.ts';
import { databaseBackupJob } from './database-backup.ts';
import { holdSweepJob } from './hold-sweep.ts';
import { icalSyncJob } from './ical-sync.ts';
import { mailDeliveryJob } from './mail-delivery.ts';
import { mailPurgeJob } from './mail-purge.ts';
import { requestExpiryJob } from './request-expiry.ts';
import { reviewInvitationsJob } from './review-invitations.ts';
import { sessionSweepJob } from './session-sweep.ts';
import type { Job } from './runner.ts';

export { startJobs, type Job } from './runner.ts';

/** Every background job the server runs (server.ts starts them after listening). */
export const backgroundJobs: readonly Job[] = [
  holdSweepJob,
  chargeReconciliationJob,
  requestExpiryJob,
  mailDeliveryJob,
  mailPurgeJob,
  sessionSweepJob,
  databaseBackupJob,
  icalSyncJob,
  reviewInvitationsJob,
];
