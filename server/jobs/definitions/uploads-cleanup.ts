/** contract.uploads-cleanup: removes uploaded contracts never submitted for review, every hour (UPLOAD_RETENTION_HOURS). */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const uploadsCleanupJob = defineJob({
  id: 'contract.uploads-cleanup',
  payload: z.object({}).strict(),
  // Idempotent deletes: a retry or the next hourly run catches up.
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 10 * 60,
  schedule: { cron: '17 * * * *', payload: {} },
  concurrency: 1,
});
