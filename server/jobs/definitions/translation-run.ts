/**
 * translation.run: translates one task's segments (issue 11). The payload names the task and the submission it was
 * queued for (create = 1, each retry + 1); a job left over from an earlier submission does nothing. Segments already
 * done are kept, so a retried or re-run job continues where the last one stopped.
 */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const translationRunJob = defineJob({
  id: 'translation.run',
  payload: z.object({ taskId: z.uuid(), attempt: z.number().int().min(1) }).strict(),
  retry: { limit: 2, delaySeconds: 5, backoff: true },
  // 100,000 characters through a slow model take many minutes; the job resumes from the last finished segment.
  expireInSeconds: 60 * 60,
  concurrency: 2,
});
export type TTranslationRunPayload = z.infer<typeof translationRunJob.payload>;
