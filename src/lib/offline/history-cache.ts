/**
 * The history table of the offline cache (db.ts, decision 215): one summary per task of every module. Pure data
 * logic shared by the pages (all history, the query-cache observer) and the service worker (status poll).
 */
import {
  HISTORY_STATUS_LABELS,
  isUnfinishedHistoryStatus,
  normalizeHistoryStatus,
  type THistoryItem,
  type THistoryModule,
} from '@common/api/history';
import type { CachedHistory, LawdeskDb } from './db';

/** What a list or detail answer tells about a task; a detail answer may not know updated_at. */
export type THistorySummary = Omit<THistoryItem, 'updated_at'> & { updated_at?: string };

/** Which cached rows a server answer is the whole truth about (rows in that window that it lacks are gone). */
export type TReconcile = { module?: THistoryModule; complete: boolean };

function toRow(item: THistoryItem): CachedHistory {
  return { module: item.module, id: item.task_id, updatedAt: item.updated_at, status: item.status, item };
}

/**
 * Stores summaries. A summary without updated_at keeps the cached row's time (a detail page must not move the
 * task to the top), or takes now when the task is new to the cache. With `reconcile`, cached rows of the answer's
 * window that the answer lacks are removed: for a complete answer every row (of the module), otherwise rows newer
 * than the answer's oldest item (the rest may be on the next page).
 */
export async function putHistory(db: LawdeskDb, summaries: THistorySummary[], reconcile?: TReconcile): Promise<void> {
  await db.transaction('rw', db.history, async () => {
    if (reconcile) {
      const keep = new Set(summaries.map((s) => `${s.module}:${s.task_id}`));
      const times = summaries.map((s) => s.updated_at).filter((t): t is string => Boolean(t));
      const oldest = times.length ? times.reduce((a, b) => (a < b ? a : b)) : undefined;
      const scope = reconcile.module ? db.history.where('module').equals(reconcile.module) : db.history.toCollection();
      const stale = (await scope.toArray()).filter(
        (row) => !keep.has(`${row.module}:${row.id}`) && (reconcile.complete || (oldest !== undefined && row.updatedAt > oldest)),
      );
      if (stale.length) await db.history.bulkDelete(stale.map((row) => [row.module, row.id]) as unknown as string[]);
    }
    const known = await db.history.bulkGet(summaries.map((s) => [s.module, s.task_id]) as unknown as string[]);
    const rows = summaries.map((summary, i) => {
      const before = known[i];
      const updatedAt = summary.updated_at ?? before?.updatedAt ?? new Date().toISOString();
      return toRow({ ...summary, updated_at: updatedAt });
    });
    if (rows.length) await db.history.bulkPut(rows);
  });
}

export type THistoryFilter = { module?: THistoryModule; search?: string };

/** Cached summaries, newest first, optionally of one module and with titles containing `search` (case-insensitive). */
export async function listHistory(db: LawdeskDb, filter: THistoryFilter = {}): Promise<THistoryItem[]> {
  const rows = filter.module ? await db.history.where('module').equals(filter.module).toArray() : await db.history.toArray();
  const needle = filter.search?.trim().toLowerCase();
  return rows
    .filter((row) => !needle || row.item.title.toLowerCase().includes(needle))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
    .map((row) => row.item);
}

/** A task deleted (here or found gone by the poll): it leaves the offline list too. */
export async function removeHistory(db: LawdeskDb, module: THistoryModule, taskId: string): Promise<void> {
  await db.history.delete([module, taskId] as unknown as string);
}

/** A task renamed: the offline list shows the new title at once. */
export async function renameHistory(db: LawdeskDb, module: THistoryModule, taskId: string, title: string): Promise<void> {
  const row = await db.history.get([module, taskId] as unknown as string);
  if (row) await db.history.put({ ...row, item: { ...row.item, title } });
}

/** Unfinished tasks of the given modules (the worker polls these). */
export async function unfinishedHistory(db: LawdeskDb, modules: readonly THistoryModule[]): Promise<CachedHistory[]> {
  const rows = await db.history.where('module').anyOf([...modules]).toArray();
  return rows.filter((row) => isUnfinishedHistoryStatus(row.status));
}

/** A module's own status (contract task/status) written into the summary, normalized. */
export async function patchHistoryStatus(
  db: LawdeskDb,
  module: THistoryModule,
  patches: { taskId: string; rawStatus: string; updatedAt?: string }[],
): Promise<void> {
  await db.transaction('rw', db.history, async () => {
    for (const patch of patches) {
      const row = await db.history.get([module, patch.taskId] as unknown as string);
      if (!row) continue;
      const status = normalizeHistoryStatus(patch.rawStatus);
      const updatedAt = patch.updatedAt ?? row.updatedAt;
      await db.history.put({
        ...row,
        status,
        updatedAt,
        item: { ...row.item, status, status_label: HISTORY_STATUS_LABELS[status], raw_status: patch.rawStatus, updated_at: updatedAt },
      });
    }
  });
}
