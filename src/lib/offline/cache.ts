/**
 * Writes and reads of the offline cache (db.ts). Pure data logic, shared by pages and the service worker.
 */
import type { LawdeskDb, CachedTask, TOfflineModule, OutboxEntry } from './db';

const OWNER_KEY = 'owner';
const lastSyncedKey = (module: TOfflineModule) => `lastSyncedAt:${module}`;

/** Wipes everything cached (logout, or data of another user). */
export async function clearOfflineData(db: LawdeskDb): Promise<void> {
  await db.transaction('rw', [db.tasks, db.results, db.outbox, db.meta, db.history], async () => {
    await Promise.all([db.tasks.clear(), db.results.clear(), db.outbox.clear(), db.meta.clear(), db.history.clear()]);
  });
}

/** Makes the cache belong to `userId`: when it held another user's data, that data is wiped first. */
export async function scopeToUser(db: LawdeskDb, userId: string): Promise<void> {
  const owner = await db.meta.get(OWNER_KEY);
  if (owner && owner.value === userId) return;
  await clearOfflineData(db);
  await db.meta.put({ key: OWNER_KEY, value: userId });
}

/**
 * Stores a page of list rows from the server. With `replaceModule`, rows of the module not in `tasks` are removed
 * (a full refresh of the first page tells us what was deleted elsewhere only for that page, so callers pass it
 * only when they fetched everything they show).
 */
export async function putTasks<T extends { task_id: string; updated_at: string; status: string }>(
  db: LawdeskDb,
  module: TOfflineModule,
  tasks: T[],
  options: { replaceModule?: boolean } = {},
): Promise<void> {
  const rows: CachedTask<T>[] = tasks.map((task) => ({
    module,
    id: task.task_id,
    updatedAt: task.updated_at,
    status: task.status,
    data: task,
  }));
  await db.transaction('rw', [db.tasks, db.meta], async () => {
    if (options.replaceModule) await db.tasks.where('module').equals(module).delete();
    await db.tasks.bulkPut(rows as CachedTask[]);
    await db.meta.put({ key: lastSyncedKey(module), value: Date.now() });
  });
}

/** Merges fields of existing rows (status poll results) without touching rows that are not cached. */
export async function patchTasks(
  db: LawdeskDb,
  module: TOfflineModule,
  patches: { id: string; fields: Record<string, unknown>; status?: string; updatedAt?: string }[],
): Promise<void> {
  await db.transaction('rw', db.tasks, async () => {
    for (const patch of patches) {
      const row = await db.tasks.get([module, patch.id] as unknown as string);
      if (!row) continue;
      await db.tasks.put({
        ...row,
        status: patch.status ?? row.status,
        updatedAt: patch.updatedAt ?? row.updatedAt,
        data: { ...(row.data as object), ...patch.fields },
      });
    }
  });
}

/** Rows of a module, newest first (or oldest first), as the server orders UPDATE_DESC / UPDATE_ASC. */
export async function listCachedTasks<T>(db: LawdeskDb, module: TOfflineModule, order: 'UPDATE_DESC' | 'UPDATE_ASC' = 'UPDATE_DESC'): Promise<CachedTask<T>[]> {
  const rows = (await db.tasks.where('module').equals(module).toArray()) as CachedTask<T>[];
  rows.sort((a, b) => (order === 'UPDATE_DESC' ? b.updatedAt.localeCompare(a.updatedAt) : a.updatedAt.localeCompare(b.updatedAt)));
  return rows;
}

export async function lastSyncedAt(db: LawdeskDb, module: TOfflineModule): Promise<number | null> {
  const entry = await db.meta.get(lastSyncedKey(module));
  return typeof entry?.value === 'number' ? entry.value : null;
}

export async function putResult<T>(db: LawdeskDb, module: TOfflineModule, id: string, data: T): Promise<void> {
  await db.results.put({ module, id, savedAt: Date.now(), data });
}

export async function getResult<T>(db: LawdeskDb, module: TOfflineModule, id: string): Promise<T | undefined> {
  const row = await db.results.get([module, id] as unknown as string);
  return row?.data as T | undefined;
}

/** Records a mutation made offline; one pending rename per task (a second rename replaces the first). */
export async function enqueueMutation(db: LawdeskDb, entry: Omit<OutboxEntry, 'seq' | 'createdAt'>): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    if (entry.kind === 'rename') {
      await db.outbox
        .where('[module+targetId]')
        .equals([entry.module, entry.targetId])
        .filter((row) => row.kind === 'rename')
        .delete();
    }
    await db.outbox.add({ ...entry, createdAt: Date.now() });
  });
}

/** Removes a replayed mutation by its idempotency key. */
export async function completeMutation(db: LawdeskDb, idempotencyKey: string): Promise<void> {
  await db.outbox.where('idempotencyKey').equals(idempotencyKey).delete();
}

export async function pendingMutations(db: LawdeskDb, module?: TOfflineModule): Promise<OutboxEntry[]> {
  const rows = await db.outbox.orderBy('seq').toArray();
  return module ? rows.filter((row) => row.module === module) : rows;
}

export type PendingState = { pendingKinds: ('rename' | 'delete' | 'retry')[] };

/**
 * What the user should see: cached rows with their pending mutations applied optimistically —
 * a pending rename shows the new name, a pending delete hides the row, a pending retry shows PENDING —
 * each marked with the kinds still pending so the UI can say so.
 */
export function applyPending<T extends { task_id: string; task_name: string; status: string }>(
  rows: T[],
  outbox: OutboxEntry[],
): (T & PendingState)[] {
  const result: (T & PendingState)[] = [];
  for (const row of rows) {
    const mine = outbox.filter((entry) => entry.targetId === row.task_id);
    if (mine.some((entry) => entry.kind === 'delete')) continue;
    let view: T & PendingState = { ...row, pendingKinds: mine.map((entry) => entry.kind) };
    for (const entry of mine) {
      if (entry.kind === 'rename' && typeof entry.payload.task_name === 'string') view = { ...view, task_name: entry.payload.task_name };
      if (entry.kind === 'retry') view = { ...view, status: 'PENDING' };
    }
    result.push(view);
  }
  return result;
}
