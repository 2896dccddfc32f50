/** The term lists page (/termList, issue 11 item 2): the actor's lists and the firm's. */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { TTermList } from '@common/api/translation';
import type { Db } from '../../db/client';
import { termLists, terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { readable, canEdit } from './term-list-access';

/** The actor's lists and the firm's, firm first, each with its number of terms. */
export async function listTermLists(db: Db, actor: TActor): Promise<TTermList[]> {
  const rows = await db
    .select({ list: termLists, count: count(terms.id) })
    .from(termLists)
    .leftJoin(terms, eq(terms.listId, termLists.id))
    .where(readable(actor))
    .groupBy(termLists.id)
    .orderBy(sql`${termLists.scope} = 'firm' desc`, asc(termLists.name));
  return rows.map(({ list, count: n }) => ({
    term_list_id: list.id,
    name: list.name,
    count: Number(n),
    scope: list.scope === 'firm' ? 'firm' : 'personal',
    editable: canEdit(actor, list),
    updated_at: list.updatedAt.toISOString(),
  }));
}
