/**
 * contract.review: one review of one task (architecture §3 step 5). The payload names the task and the submission it
 * was queued for (create = 1, each retry + 1); a job left over from an earlier submission does nothing.
 * A failed run is retried (a database blip, a worker restart); content problems fail at once with a reason. An
 * attempt still running after `expireInSeconds` counts as failed, so a dead worker's job runs again elsewhere.
 */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const contractReviewJob = defineJob({
  id: 'contract.review',
  payload: z.object({ taskId: z.uuid(), attempt: z.number().int().min(1) }).strict(),
  retry: { limit: 2, delaySeconds: 5, backoff: true },
  // A 100,000-character contract takes a few seconds with the rules, minutes with a slow model.
  expireInSeconds: 15 * 60,
  // Reviews are mostly CPU-bound; two at once keep a model-backed review from blocking the next one.
  concurrency: 2,
});
export type TContractReviewPayload = z.infer<typeof contractReviewJob.payload>;

/**
 * contract.stalled: fails tasks left RUNNING after every attempt could have expired (a worker killed during its last
 * attempt), so a lawyer sees 审查超时 and can retry instead of a review that never ends.
 */
export const contractStalledJob = defineJob({
  id: 'contract.stalled',
  payload: z.object({}).strict(),
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 5 * 60,
  schedule: { cron: '*/5 * * * *', payload: {} },
  concurrency: 1,
});

/** How long after its start a RUNNING task is certainly dead: every attempt expired, with the retry delays. */
export const STALLED_AFTER_SECONDS =
  contractReviewJob.expireInSeconds * (contractReviewJob.retry.limit + 1) + contractReviewJob.retry.delaySeconds * 2 ** (contractReviewJob.retry.limit + 1) + 60;
