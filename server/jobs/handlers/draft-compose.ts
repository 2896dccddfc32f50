/** Adapts the job context to composeDraftTask (services/draft/compose-draft-task.ts). */
import { draftComposeJob, type TDraftComposePayload } from '../definitions/draft-compose';
import { draftDeps } from '../../services/draft/draft-deps';
import { composeDraftTask } from '../../services/draft/compose-draft-task';
import type { TJobContext } from '../define-job';

export async function runDraftCompose(payload: TDraftComposePayload, ctx: TJobContext): Promise<{ status: string }> {
  const deps = draftDeps(ctx.app, ctx.log);
  return composeDraftTask(deps, { taskId: payload.taskId, lastAttempt: ctx.retryCount >= draftComposeJob.retry.limit });
}
