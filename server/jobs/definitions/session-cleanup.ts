/** session.cleanup: deletes expired sessions (and stale SMS codes and idempotency keys) every 10 minutes. */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const sessionCleanupJob = defineJob({
  id: 'session.cleanup',
  payload: z.object({}).strict(),
  // Idempotent deletes: retrying is always safe; the next scheduled run would also catch up.
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 5 * 60,
  schedule: { cron: '*/10 * * * *', payload: {} },
  concurrency: 1,
});
