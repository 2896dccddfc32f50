/**
 * draft.compose: drafts one document (decision 152). The row exists already (status RUNNING, one `draft` use
 * charged); the job extracts, writes the free-text parts (model or builtin) and stores the paragraphs. A failed
 * attempt is retried; after the last one the draft is FAILURE and the use is refunded.
 */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const draftComposeJob = defineJob({
  id: 'draft.compose',
  payload: z.object({ taskId: z.uuid() }).strict(),
  retry: { limit: 2, delaySeconds: 2, backoff: true },
  // The builtin drafts in milliseconds; a slow model writes several sections.
  expireInSeconds: 10 * 60,
  concurrency: 2,
});
export type TDraftComposePayload = z.infer<typeof draftComposeJob.payload>;

/**
 * draft.stalled: fails drafts left RUNNING after every attempt could have expired (a worker killed during the last
 * attempt, which the job's own catch never sees), refunding their use, so a lawyer sees why and can draft again.
 */
export const draftStalledJob = defineJob({
  id: 'draft.stalled',
  payload: z.object({}).strict(),
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 5 * 60,
  schedule: { cron: '*/5 * * * *', payload: {} },
  concurrency: 1,
});

/** How long after its creation a RUNNING draft is certainly dead: every attempt expired, with the retry delays. */
export const DRAFT_STALLED_AFTER_SECONDS =
  draftComposeJob.expireInSeconds * (draftComposeJob.retry.limit + 1) + draftComposeJob.retry.delaySeconds * 2 ** (draftComposeJob.retry.limit + 1) + 60;
