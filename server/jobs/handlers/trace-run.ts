/** Handler of trace.run: adapts the job context to services/trace/run-trace-task.ts. */
import { runTraceTask } from '../../services/trace/run-trace-task';
import type { TJobContext } from '../define-job';
import type { TTraceRunPayload } from '../definitions/trace-run';

export async function runTrace(payload: TTraceRunPayload, ctx: TJobContext): Promise<{ status: string }> {
  return runTraceTask({ db: ctx.db, log: ctx.log }, payload);
}
