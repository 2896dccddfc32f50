/**
 * The translation.run job (issue 11): the task's segments are created from the stored original on the first run,
 * then every pending or failed segment is translated (a few at a time: the provider's own limiter caps requests),
 * progress is written as they finish, and the task ends FINISH, or FAILURE naming how many segments failed. A retry
 * runs only what is not done; edited segments are never overwritten. A failed task's charge is refunded.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { builtinProvider, type AiProvider } from '../../ai/index';
import { translationFiles, translationSegments, translationTasks, type TTranslationTaskRow } from '../../db/schema/index';
import { readStoredFile } from './stored-original';
import { refundOnce } from '../quota/refund-once';
import { directTerms, type TLang } from './glossary';
import { loadGlossary } from './load-glossary';
import { readSegmentShapes } from './read-segment-shapes';
import type { TSegmentShape } from './paragraph-shape';
import { readSegments } from './segments';
import { translateSegment } from './translate-segment';
import type { TTranslationDeps } from './translation-deps';
import { TranslationMessages } from '@common/api/translation';

export const TRANSLATION_MODEL = 'translation';
const PARALLEL = 4;

export type TTranslationRunOutcome = 'finished' | 'failed' | 'skipped';

async function fail(deps: TTranslationDeps, task: TTranslationTaskRow, reason: string): Promise<void> {
  // One transaction: whoever sees FAILURE also sees the refund (on PostgreSQL a poll could fall in between).
  await deps.db.transaction(async (tx) => {
    await refundOnce(tx, { actor: { userId: task.userId }, model: TRANSLATION_MODEL, reference: task.id });
    await tx.update(translationTasks).set({ status: 'FAILURE', failureReason: reason, updatedAt: sql`now()` }).where(eq(translationTasks.id, task.id));
  });
}

/** Runs (or resumes) one task; see the file comment. */
export async function runTranslation(
  deps: TTranslationDeps & { provider: AiProvider },
  input: { taskId: string; attempt: number },
): Promise<TTranslationRunOutcome> {
  const [task] = await deps.db.select().from(translationTasks).where(eq(translationTasks.id, input.taskId));
  if (!task || task.attempt !== input.attempt || task.status === 'FINISH') return 'skipped';
  if (deps.provider === builtinProvider || deps.provider.id === 'builtin') {
    await fail(deps, task, TranslationMessages.modelRequired);
    return 'failed';
  }
  await deps.db.update(translationTasks).set({ status: 'RUNNING', failureReason: null, updatedAt: sql`now()` }).where(eq(translationTasks.id, task.id));

  const [{ n }] = (await deps.db.select({ n: sql<number>`count(*)::int` }).from(translationSegments).where(eq(translationSegments.taskId, task.id))) as [{ n: number }];
  const [file] = await deps.db.select().from(translationFiles).where(eq(translationFiles.id, task.fileId));
  if (!file) {
    await fail(deps, task, '原文件已被删除');
    return 'failed';
  }
  // The original is read on every run (a retry too): format spans and kept blocks come from it (decision 200).
  const bytes = await readStoredFile(deps, file.storedFileId);
  const shapes = file.kind === 'txt' ? new Map<number, TSegmentShape>() : readSegmentShapes(bytes);
  if (n === 0) {
    const segments = readSegments(file.kind === 'txt' ? 'txt' : 'docx', bytes);
    for (let i = 0; i < segments.length; i += 500) {
      await deps.db
        .insert(translationSegments)
        .values(segments.slice(i, i + 500).map((s, j) => ({ taskId: task.id, seq: i + j + 1, paragraphIndex: s.paragraphIndex, location: s.location, source: s.source })))
        .onConflictDoNothing();
    }
  }

  const owner = { tenantId: task.tenantId, userId: task.userId, isAdmin: false, sessionId: '' };
  const terms = directTerms(await loadGlossary(deps.db, owner, task.termListIds), task.sourceLang as TLang);
  const todo = await deps.db
    .select({ seq: translationSegments.seq, source: translationSegments.source, paragraphIndex: translationSegments.paragraphIndex })
    .from(translationSegments)
    .where(and(eq(translationSegments.taskId, task.id), inArray(translationSegments.status, ['pending', 'failed']), eq(translationSegments.edited, false)))
    .orderBy(translationSegments.seq);
  const [{ total }] = (await deps.db.select({ total: sql<number>`count(*)::int` }).from(translationSegments).where(eq(translationSegments.taskId, task.id))) as [{ total: number }];
  let done = total - todo.length;
  let failed = 0;
  let lastProgress = -1;

  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const segment = todo[next++]!;
      let result;
      try {
        result = await translateSegment({
          provider: deps.provider,
          source: segment.source,
          sourceLang: task.sourceLang as TLang,
          targetLang: task.targetLang as TLang,
          terms,
          maskPersonalData: deps.env.AI_MASK_PERSONAL_DATA,
          shape: shapes.get(segment.paragraphIndex) ?? null,
        });
      } catch (err) {
        deps.log.warn({ err, taskId: task.id, seq: segment.seq }, 'segment translation failed');
        result = { ok: false as const, error: TranslationMessages.modelFailed };
      }
      const where = and(eq(translationSegments.taskId, task.id), eq(translationSegments.seq, segment.seq), eq(translationSegments.edited, false));
      if (result.ok) {
        await deps.db
          .update(translationSegments)
          .set({
            target: result.target,
            targetMarked: result.targetMarked,
            formatNote: result.formatNote,
            status: 'done',
            termHits: result.termHits,
            termMisses: result.termMisses,
            numberIssues: result.numberIssues,
            error: null,
          })
          .where(where);
      } else {
        failed++;
        await deps.db.update(translationSegments).set({ status: 'failed', error: result.error }).where(where);
      }
      done++;
      const progress = Math.floor((done / Math.max(1, total)) * 100);
      if (progress !== lastProgress && progress < 100) {
        lastProgress = progress;
        await deps.db.update(translationTasks).set({ progress, updatedAt: sql`now()` }).where(eq(translationTasks.id, task.id));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, todo.length) }, worker));

  if (failed > 0) {
    await fail(deps, task, `${failed}段翻译失败，可重试未完成的段落`);
    return 'failed';
  }
  await deps.db.update(translationTasks).set({ status: 'FINISH', progress: 100, updatedAt: sql`now()` }).where(eq(translationTasks.id, task.id));
  return 'finished';
}
