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
