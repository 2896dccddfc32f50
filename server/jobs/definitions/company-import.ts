/** company.import: imports the local company registry from a CSV folder at first start (services/company). */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const companyImportJob = defineJob({
  id: 'company.import',
  payload: z.object({ dir: z.string().min(1) }).strict(),
  // Upserts by credit code: a retry repeats harmlessly.
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 30 * 60,
  concurrency: 1,
  // Nobody waits for it: after a restart an interrupted review runs first (decision 186).
  background: true,
});
