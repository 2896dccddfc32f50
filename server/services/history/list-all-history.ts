/**
 * listAllHistory: every module's tasks of one actor in one UNION ALL statement (decision 210), newest first, with a
 * window count so one round trip gives the page and the total. Parameters are bound; the search is LIKE-escaped.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { THistoryModule } from '@common/api/history';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';

export type THistoryRow = { module: THistoryModule; taskId: string; title: string; status: string; updatedAt: Date };

/** One SELECT per module: table, title column and status expression (modules without a status are finished). */
export const HISTORY_SOURCES: Record<THistoryModule, { table: string; title: string; status: string; extra?: string }> = {
  contract: { table: 'contract_tasks', title: 'task_name', status: 'status' },
  research: { table: 'researches', title: 'title', status: `'FINISH'` },
  document: { table: 'doc_tasks', title: 'title', status: `'FINISH'` },
  trace: { table: 'trace_tasks', title: 'name', status: 'status' },
  draft: { table: 'draft_tasks', title: 'title', status: 'status' },
  chat: { table: 'chats', title: 'title', status: `'FINISH'` },
  translation: { table: 'translation_tasks', title: 'name', status: 'status' },
};

type TRawRow = { module: THistoryModule; task_id: string; title: string; status: string; updated_at: string | Date; total: string | number };

/** node-postgres and PGlite both answer with { rows }. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Lists the actor's tasks across modules (optionally one module, optionally titles containing `search`). */
export async function listAllHistory(
  db: Db,
  actor: TActor,
  query: { page: number; pageSize: number; module?: THistoryModule; search?: string },
): Promise<{ rows: THistoryRow[]; total: number }> {
  const modules = (Object.keys(HISTORY_SOURCES) as THistoryModule[]).filter((m) => !query.module || m === query.module);
  const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const parts: SQL[] = modules.map((m) => {
    const s = HISTORY_SOURCES[m];
    // Table and column names come from the constant map above, never from the request.
    const where = sql`tenant_id = ${actor.tenantId} and user_id = ${actor.userId}`;
    if (pattern) where.append(sql` and ${sql.raw(s.title)} ilike ${pattern}`);
    return sql`select ${m}::text as module, id::text as task_id, ${sql.raw(s.title)} as title, ${sql.raw(s.status)}::text as status, updated_at from ${sql.raw(s.table)} where ${where}`;
  });
  const union = sql.join(parts, sql` union all `);
  const offset = (query.page - 1) * query.pageSize;
  const list = rowsOf<TRawRow>(
    await db.execute(
      sql`select u.*, count(*) over () as total from (${union}) u order by u.updated_at desc, u.task_id limit ${query.pageSize} offset ${offset}`,
    ),
  );
  let total = list.length > 0 ? Number(list[0]!.total) : 0;
  // A page past the end has no row to carry the window count: count separately (rare).
  if (list.length === 0 && offset > 0) {
    const c = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from (${union}) u`));
    total = Number(c[0]?.n ?? 0);
  }
  return {
    rows: list.map((r) => ({ module: r.module, taskId: r.task_id, title: r.title, status: r.status, updatedAt: new Date(r.updated_at) })),
    total,
  };
}
