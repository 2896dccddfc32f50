/**
 * Handlers of the contract jobs: they adapt the job context to the services (which hold the logic and know nothing of
 * the queue): contract.review runs one review (services/contract/run-review-task.ts), contract.stalled fails reviews
 * whose worker died on its last attempt.
 */
import { appEvents } from '../../events/app-events';
import { failStalledTasks } from '../../services/contract/fail-stalled-tasks';
import { runReviewTask, type TReviewRunOutcome } from '../../services/contract/run-review-task';
import type { TJobContext } from '../define-job';
import { STALLED_AFTER_SECONDS, contractReviewJob, type TContractReviewPayload } from '../definitions/contract-review';

export async function reviewContractTask(payload: TContractReviewPayload, ctx: TJobContext): Promise<TReviewRunOutcome> {
  return runReviewTask(
    { db: ctx.db, fileStore: ctx.app.fileStore, env: ctx.env, log: ctx.log, events: appEvents(ctx.app) },
    { ...payload, retryCount: ctx.retryCount, retryLimit: contractReviewJob.retry.limit },
  );
}

export async function failStalledReviews(_payload: Record<string, never>, ctx: TJobContext): Promise<{ failed: number }> {
  const failed = await failStalledTasks(
    { db: ctx.db, fileStore: ctx.app.fileStore, log: ctx.log, events: appEvents(ctx.app) },
    { olderThanSeconds: STALLED_AFTER_SECONDS },
  );
  return { failed };
}
