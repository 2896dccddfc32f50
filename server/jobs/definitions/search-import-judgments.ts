/** search.import-judgments: imports a judgments folder for case search (services/search/import-judgments.ts). */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const importJudgmentsJob = defineJob({
  id: 'search.import-judgments',
  payload: z.object({ dir: z.string().min(1) }).strict(),
  // Upserts by id: a retry repeats harmlessly.
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 30 * 60,
  concurrency: 1,
  // Nobody waits for it: after a restart an interrupted review runs first (decision 186).
  background: true,
});
