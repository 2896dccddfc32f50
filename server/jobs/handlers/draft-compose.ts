/** Adapts the job context to composeDraftTask (services/draft/compose-draft-task.ts). */
import { DRAFT_STALLED_AFTER_SECONDS, draftComposeJob, type TDraftComposePayload } from '../definitions/draft-compose';
import { failStalledDrafts } from '../../services/draft/fail-stalled-drafts';
import { draftDeps } from '../../services/draft/draft-deps';
import { composeDraftTask } from '../../services/draft/compose-draft-task';
import type { TJobContext } from '../define-job';

export async function runDraftCompose(payload: TDraftComposePayload, ctx: TJobContext): Promise<{ status: string }> {
  const deps = draftDeps(ctx.app, ctx.log);
  return composeDraftTask(deps, { taskId: payload.taskId, lastAttempt: ctx.retryCount >= draftComposeJob.retry.limit });
}

/** draft.stalled: fails (and refunds) drafts whose job died on its last attempt. */
export async function failStalledDraftTasks(_payload: Record<string, never>, ctx: TJobContext): Promise<{ failed: number }> {
  return { failed: await failStalledDrafts(ctx.db, { olderThanSeconds: DRAFT_STALLED_AFTER_SECONDS }) };
}
