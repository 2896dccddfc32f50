/** A lawyer's edit of one segment (task/change, issue 11 item 3), checked again and kept through retries. */
import { and, eq, sql } from 'drizzle-orm';
import type { TSegment } from '@common/api/translation';
import { translationSegments, translationTasks } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { checkTermHits, directTerms, type TLang } from './glossary';
import { remapEditedMarks } from './mark-segment';
import { checkNumbers } from './numbers';
import { loadGlossary } from './load-glossary';
import { TranslationErrors } from './translation-errors';
import { presentSegment } from './present-translation';
import { findOwnTranslation } from './find-own-translation';

/** A lawyer's own wording for a segment: kept through retries, and checked again against the terms and numbers. */
export async function changeSegment(db: Db, actor: TActor, input: { taskId: string; segmentId: string; target: string }): Promise<TSegment> {
  const { task } = await findOwnTranslation(db, actor, input.taskId);
  if (task.status === 'RUNNING' || task.status === 'PENDING') throw TranslationErrors.taskBusy();
  const seq = Number(input.segmentId);
  const [segment] = Number.isSafeInteger(seq)
    ? await db.select().from(translationSegments).where(and(eq(translationSegments.taskId, task.id), eq(translationSegments.seq, seq)))
    : [];
  if (!segment) throw Errors.notFound();
  const terms = directTerms(await loadGlossary(db, actor, task.termListIds), task.sourceLang as TLang);
  const target = input.target.trim();
  // The old plain translation places kept blocks (fields, pictures) in the edit: each stays once, where it belongs.
  const remapped = remapEditedMarks(segment.targetMarked, target, segment.target);
  const [row] = await db
    .update(translationSegments)
    .set({
      target,
      targetMarked: remapped.marked,
      formatNote: remapped.lost > 0 ? `人工修改后，原文${remapped.spans}处加粗/下划线等格式中有${remapped.lost}处未能对应，已按本段正文格式写入` : null,
      status: target ? 'done' : 'failed',
      edited: true,
      error: target ? null : '译文为空',
      termHits: checkTermHits(segment.source, target, terms),
      termMisses: [],
      numberIssues: checkNumbers(segment.source, target),
    })
    .where(and(eq(translationSegments.taskId, task.id), eq(translationSegments.seq, seq)))
    .returning();
  await db.update(translationTasks).set({ updatedAt: sql`now()` }).where(eq(translationTasks.id, task.id));
  return presentSegment(row!);
}
