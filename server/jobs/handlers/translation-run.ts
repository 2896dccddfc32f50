/** translation.run -> services/translation/run-translation.ts with this process's model provider. */
import { reviewProvider } from '../../services/contract/ai-provider';
import { runTranslation, type TTranslationRunOutcome } from '../../services/translation/run-translation';
import type { TJobContext } from '../define-job';
import type { TTranslationRunPayload } from '../definitions/translation-run';

export async function runTranslationTask(payload: TTranslationRunPayload, ctx: TJobContext): Promise<TTranslationRunOutcome> {
  return runTranslation(
    { db: ctx.db, fileStore: ctx.app.fileStore, env: ctx.env, log: ctx.log, queue: ctx.app.queue, provider: reviewProvider(ctx.env, ctx.log) },
    payload,
  );
}
