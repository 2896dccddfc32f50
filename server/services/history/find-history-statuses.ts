/**
 * findHistoryStatuses: the current state of the asked-for tasks of one actor, any module (decision 216: the service
 * worker's one status poll for every module). A task the actor does not own, or that is gone, is simply not in the
 * answer; the worker then drops it from its cache. Ids are compared as text, so a malformed id matches nothing
 * instead of failing a uuid cast.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { THistoryModule } from '@common/api/history';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { HISTORY_SOURCES, rowsOf, type THistoryRow } from './list-all-history';

type TRawRow = { module: THistoryModule; task_id: string; title: string; status: string; updated_at: string | Date };

/** Looks the tasks up, one SELECT per module asked about, joined in one statement. */
export async function findHistoryStatuses(
  db: Db,
  actor: TActor,
  items: { module: THistoryModule; task_id: string }[],
): Promise<THistoryRow[]> {
  const byModule = new Map<THistoryModule, string[]>();
  for (const item of items) byModule.set(item.module, [...(byModule.get(item.module) ?? []), item.task_id]);
  const parts: SQL[] = [...byModule].map(([m, ids]) => {
    const s = HISTORY_SOURCES[m];
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    // Table and column names come from the constant map, never from the request.
    return sql`select ${m}::text as module, id::text as task_id, ${sql.raw(s.title)} as title, ${sql.raw(s.status)}::text as status, updated_at from ${sql.raw(s.table)} where tenant_id = ${actor.tenantId} and user_id = ${actor.userId} and id::text in (${list})`;
  });
  if (parts.length === 0) return [];
  const rows = rowsOf<TRawRow>(await db.execute(sql.join(parts, sql` union all `)));
  return rows.map((r) => ({ module: r.module, taskId: r.task_id, title: r.title, status: r.status, updatedAt: new Date(r.updated_at) }));
}
