/** listTraceTasks: the actor's DD tasks, newest first, searchable by name. */
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { TTraceListItem } from '@common/api/trace';
import type { DbOrTx } from '../../db/client';
import { traceTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { presentTraceListItem } from '../../presenters/trace';

/** One page of the actor's DD tasks. */
export async function listTraceTasks(
  db: DbOrTx,
  { actor, page, pageSize, search }: { actor: TActor; page: number; pageSize: number; search?: string },
): Promise<{ items: TTraceListItem[]; total: number; totalPages: number }> {
  const term = search?.trim();
  const where = and(
    eq(traceTasks.userId, actor.userId),
    eq(traceTasks.tenantId, actor.tenantId),
    term ? ilike(traceTasks.name, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(traceTasks).where(where);
  const rows = await db.select().from(traceTasks).where(where).orderBy(desc(traceTasks.updatedAt)).limit(pageSize).offset((page - 1) * pageSize);
  return { items: rows.map(presentTraceListItem), total, totalPages: Math.ceil(total / pageSize) };
}
