/** trace.run: fills one DD table (services/trace/run-trace-task.ts). The attempt guards against stale jobs. */
import { z } from 'zod';
import { defineJob } from '../define-job';

export const traceRunJob = defineJob({
  id: 'trace.run',
  payload: z.object({ taskId: z.uuid(), attempt: z.number().int().min(1) }).strict(),
  retry: { limit: 1, delaySeconds: 5, backoff: false },
  expireInSeconds: 30 * 60,
  concurrency: 1,
});
export type TTraceRunPayload = z.infer<typeof traceRunJob.payload>;
