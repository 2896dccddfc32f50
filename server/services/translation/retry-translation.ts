/** Retrying a failed translation (issue 11): only what is not done goes to the model again. */
import { eq, sql } from 'drizzle-orm';
import { translationTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { translationRunJob } from '../../jobs/definitions/translation-run';
import { consumeOnce } from '../quota/consume-once';
import { TRANSLATION_MODEL } from './run-translation';
import type { TTranslationDeps } from './translation-deps';
import { TranslationErrors } from './translation-errors';
import { findOwnTranslation } from './find-own-translation';

/** Re-runs a failed task from where it stopped (charged again: the failure was refunded). */
export async function retryTranslation(deps: TTranslationDeps & { modelConfigured: boolean }, actor: TActor, taskId: string): Promise<void> {
  const { task } = await findOwnTranslation(deps.db, actor, taskId);
  if (task.status !== 'FAILURE') throw TranslationErrors.retryOnlyFailed();
  if (!deps.modelConfigured) throw TranslationErrors.modelRequired();
  const attempt = task.attempt + 1;
  await deps.db.transaction(async (tx) => {
    await tx.update(translationTasks).set({ status: 'PENDING', attempt, failureReason: null, updatedAt: sql`now()` }).where(eq(translationTasks.id, task.id));
    await consumeOnce(tx, { actor, model: TRANSLATION_MODEL, reference: task.id });
  });
  await deps.queue.send(translationRunJob, { taskId: task.id, attempt });
}
