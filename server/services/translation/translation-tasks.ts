/**
 * Translation tasks (issue 11): create (priced, charged once, queued), list with search and status, statuses for
 * the 10 s poll, details with every segment and its checks, edit a segment (re-checked), retry a failed task,
 * rename, delete (the original and the task go together), download. Another user's task answers 404.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { TSegment, TTranslationDetail, TTranslationTask } from '@common/api/translation';
import { termLists, translationFiles, translationSegments, translationTasks, type TTranslationSegmentRow, type TTranslationTaskRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { translationRunJob } from '../../jobs/definitions/translation-run';
import { consumeOnce } from '../quota/consume-once';
import { deleteStoredFiles } from '../contract/stored-files';
import { storedFiles } from '../../db/schema/index';
import { checkTermHits, directTerms, type TLang } from './glossary';
import { remapEditedMarks } from './mark-segment';
import { checkNumbers } from './numbers';
import { TRANSLATION_MODEL } from './run-translation';
import { loadGlossary } from './term-lists';
import type { TTranslationDeps } from './translation-deps';
import { TranslationErrors } from './translation-errors';

/** Price of a number of characters: cents per 1,000, rounded up to a whole cent. */
export function priceCents(chars: number, perThousandCents: number): number {
  return Math.ceil((chars * perThousandCents) / 1000);
}

export function presentTask(row: TTranslationTaskRow, fileName: string): TTranslationTask {
  return {
    task_id: row.id,
    task_name: row.name,
    file_name: fileName,
    source_lang: row.sourceLang === 'en' ? 'en' : 'zh',
    target_lang: row.targetLang === 'zh' ? 'zh' : 'en',
    status: row.status as TTranslationTask['status'],
    progress: row.progress,
    char_count: row.charCount,
    price_cents: row.priceCents,
    failure_reason: row.failureReason,
    term_list_ids: row.termListIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function presentSegment(row: TTranslationSegmentRow): TSegment {
  return {
    segment_id: String(row.seq),
    seq: row.seq,
    location: row.location,
    source: row.source,
    target: row.target,
    status: row.status as TSegment['status'],
    term_hits: row.termHits as TSegment['term_hits'],
    term_misses: row.termMisses as TSegment['term_misses'],
    number_issues: row.numberIssues as TSegment['number_issues'],
    edited: row.edited,
    error: row.error,
    format_note: row.formatNote,
  };
}

const owned = (actor: TActor) => and(eq(translationTasks.tenantId, actor.tenantId), eq(translationTasks.userId, actor.userId));

/** The actor's task with its file name, or 404. */
export async function findOwnTranslation(db: Db, actor: TActor, taskId: string) {
  const [row] = await db
    .select({ task: translationTasks, fileName: translationFiles.fileName, kind: translationFiles.kind, storedFileId: translationFiles.storedFileId })
    .from(translationTasks)
    .innerJoin(translationFiles, eq(translationFiles.id, translationTasks.fileId))
    .where(and(owned(actor), eq(translationTasks.id, taskId)));
  if (!row) throw Errors.notFound();
  return row;
}

/** The price of an uploaded file (spec §7 file/amount). */
export async function fileAmount(db: Db, actor: TActor, fileId: string, perThousandCents: number) {
  const [file] = await db.select().from(translationFiles).where(and(eq(translationFiles.id, fileId), eq(translationFiles.userId, actor.userId), eq(translationFiles.tenantId, actor.tenantId)));
  if (!file) throw Errors.notFound();
  return { file_id: file.id, char_count: file.charCount, price_per_thousand_cents: perThousandCents, price_cents: priceCents(file.charCount, perThousandCents) };
}

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

async function loadReadableListIds(db: Db, actor: TActor, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: termLists.id })
    .from(termLists)
    .where(and(eq(termLists.tenantId, actor.tenantId), inArray(termLists.id, ids), sql`(${termLists.userId} = ${actor.userId} or ${termLists.scope} = 'firm')`));
  return rows.map((r) => r.id);
}

/** The actor's tasks, newest first, searched by name or file name, filtered by status. */
export async function listTranslations(db: Db, actor: TActor, input: { page: number; pageSize: number; search?: string; status?: string }) {
  const like = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    owned(actor),
    input.status ? eq(translationTasks.status, input.status) : undefined,
    like ? sql`(${ilike(translationTasks.name, like)} or ${ilike(translationFiles.fileName, like)})` : undefined,
  );
  const [{ n }] = (await db.select({ n: count() }).from(translationTasks).innerJoin(translationFiles, eq(translationFiles.id, translationTasks.fileId)).where(where)) as [{ n: number }];
  const rows = await db
    .select({ task: translationTasks, fileName: translationFiles.fileName })
    .from(translationTasks)
    .innerJoin(translationFiles, eq(translationFiles.id, translationTasks.fileId))
    .where(where)
    .orderBy(desc(translationTasks.updatedAt))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { items: rows.map((r) => presentTask(r.task, r.fileName)), total_count: Number(n), total_pages: Math.max(1, Math.ceil(Number(n) / input.pageSize)) };
}

/** Statuses for the poll (unknown or foreign ids are left out). */
export async function translationStatuses(db: Db, actor: TActor, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(translationTasks).where(and(owned(actor), inArray(translationTasks.id, ids)));
  return rows.map((r) => ({ task_id: r.id, status: r.status as TTranslationTask['status'], progress: r.progress, updated_at: r.updatedAt.toISOString() }));
}

/** A task with every segment and a summary of the checks. */
export async function getTranslationDetail(db: Db, actor: TActor, taskId: string, modelConfigured: boolean): Promise<TTranslationDetail> {
  const { task, fileName } = await findOwnTranslation(db, actor, taskId);
  const segments = (await db.select().from(translationSegments).where(eq(translationSegments.taskId, task.id)).orderBy(asc(translationSegments.seq))).map(presentSegment);
  const lists = task.termListIds.length
    ? await db.select({ id: termLists.id, name: termLists.name }).from(termLists).where(and(eq(termLists.tenantId, actor.tenantId), inArray(termLists.id, task.termListIds)))
    : [];
  const hits = segments.flatMap((s) => s.term_hits);
  return {
    ...presentTask(task, fileName),
    segments,
    term_lists: lists.map((l) => ({ term_list_id: l.id, name: l.name })),
    model_configured: modelConfigured,
    summary: {
      term_total: hits.length,
      term_found: hits.filter((h) => h.found).length,
      number_issues: segments.reduce((n, s) => n + s.number_issues.length, 0),
      failed_segments: segments.filter((s) => s.status === 'failed').length,
    },
  };
}

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
  const remapped = remapEditedMarks(segment.targetMarked, target);
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

/** Renames a task. */
export async function renameTranslation(db: Db, actor: TActor, input: { taskId: string; name: string }): Promise<void> {
  await findOwnTranslation(db, actor, input.taskId);
  await db.update(translationTasks).set({ name: input.name, updatedAt: sql`now()` }).where(eq(translationTasks.id, input.taskId));
}

/** Deletes a task with its segments and its original (unless another task of the user uses the same upload). */
export async function deleteTranslation(deps: TTranslationDeps, actor: TActor, taskId: string): Promise<void> {
  const { task, storedFileId } = await findOwnTranslation(deps.db, actor, taskId);
  if (task.status === 'RUNNING') throw TranslationErrors.taskBusy();
  await deps.db.delete(translationTasks).where(eq(translationTasks.id, task.id));
  const [{ n }] = (await deps.db.select({ n: count() }).from(translationTasks).where(eq(translationTasks.fileId, task.fileId))) as [{ n: number }];
  if (Number(n) === 0) {
    await deps.db.delete(translationFiles).where(eq(translationFiles.id, task.fileId));
    const rows = await deps.db.select().from(storedFiles).where(eq(storedFiles.id, storedFileId));
    await deleteStoredFiles(deps.db, deps.fileStore, rows, deps.log);
  }
}

/** The segments of a task for writing files. */
export async function loadSegmentsForDownload(db: Db, taskId: string) {
  return db
    .select({
      paragraphIndex: translationSegments.paragraphIndex,
      source: translationSegments.source,
      target: translationSegments.target,
      targetMarked: translationSegments.targetMarked,
    })
    .from(translationSegments)
    .where(eq(translationSegments.taskId, taskId))
    .orderBy(asc(translationSegments.seq));
}
