/** Creating a translation task (issue 11): priced, charged once, queued as translation.run. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { termLists, translationFiles, translationTasks } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { translationRunJob } from '../../jobs/definitions/translation-run';
import { consumeOnce } from '../quota/consume-once';
import type { TLang } from './glossary';
import { TRANSLATION_MODEL } from './run-translation';
import type { TTranslationDeps } from './translation-deps';
import { TranslationErrors } from './translation-errors';
import { priceCents } from './price-cents';

/** Creates a task, charges the translation quota once and queues the job (the route wraps it in Idempotency-Key). */
export async function createTranslation(
  deps: TTranslationDeps & { modelConfigured: boolean },
  actor: TActor,
  input: { fileId: string; sourceLang: TLang; targetLang: TLang; termListIds: string[]; name?: string },
): Promise<string> {
  if (!deps.modelConfigured) throw TranslationErrors.modelRequired();
  const [file] = await deps.db.select().from(translationFiles).where(and(eq(translationFiles.id, input.fileId), eq(translationFiles.userId, actor.userId), eq(translationFiles.tenantId, actor.tenantId)));
  if (!file) throw Errors.notFound();
  if (input.termListIds.length > 0) {
    const readable = await loadReadableListIds(deps.db, actor, input.termListIds);
    if (readable.length !== new Set(input.termListIds).size) throw Errors.notFound('所选术语表不存在或已被删除');
  }
  const taskId = await deps.db.transaction(async (tx) => {
    const [task] = await tx
      .insert(translationTasks)
      .values({
        tenantId: actor.tenantId,
        userId: actor.userId,
        fileId: file.id,
        name: (input.name ?? file.fileName.replace(/\.[^.]+$/, '')).slice(0, 60),
        sourceLang: input.sourceLang,
        targetLang: input.targetLang,
        termListIds: [...new Set(input.termListIds)],
        charCount: file.charCount,
        priceCents: priceCents(file.charCount, deps.env.TRANSLATION_PRICE_PER_1000_CHARS_CENTS),
      })
      .returning({ id: translationTasks.id });
    await consumeOnce(tx, { actor, model: TRANSLATION_MODEL, reference: task!.id });
    return task!.id;
  });
  await deps.queue.send(translationRunJob, { taskId, attempt: 1 });
  return taskId;
}

export async function loadReadableListIds(db: Db, actor: TActor, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: termLists.id })
    .from(termLists)
    .where(and(eq(termLists.tenantId, actor.tenantId), inArray(termLists.id, ids), sql`(${termLists.userId} = ${actor.userId} or ${termLists.scope} = 'firm')`));
  return rows.map((r) => r.id);
}
