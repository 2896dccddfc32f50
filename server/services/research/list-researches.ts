/** listResearches (api.md legal/list): the actor's researches, newest first, searchable by title. */
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { TResearchListResponse } from '@common/api/research';
import type { DbOrTx } from '../../db/client';
import { researches } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { presentResearchListItem } from '../../presenters/research';

/** One page of the actor's researches; `search` matches titles literally (% and _ are not wildcards). */
export async function listResearches(
  db: DbOrTx,
  { actor, page, pageSize, search }: { actor: TActor; page: number; pageSize: number; search?: string },
): Promise<TResearchListResponse> {
  const term = search?.trim();
  const where = and(
    eq(researches.userId, actor.userId),
    eq(researches.tenantId, actor.tenantId),
    term ? ilike(researches.title, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(researches).where(where);
  const rows = await db
    .select()
    .from(researches)
    .where(where)
    .orderBy(desc(researches.updatedAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(presentResearchListItem), total_count: total, total_pages: Math.ceil(total / pageSize) };
}
