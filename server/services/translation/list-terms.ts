/** One page of a list's terms (/termListDetail, issue 11 item 2). */
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findReadableList } from './term-list-access';
import { present } from './term-access';

/** One page of a readable list's terms, searched in source, target and note. */
export async function listTerms(db: Db, actor: TActor, input: { listId: string; page: number; pageSize: number; search?: string }) {
  await findReadableList(db, actor, input.listId);
  const like = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(eq(terms.listId, input.listId), like ? or(ilike(terms.source, like), ilike(terms.target, like), ilike(terms.note, like)) : undefined);
  const [{ n }] = (await db.select({ n: count() }).from(terms).where(where)) as [{ n: number }];
  const rows = await db.select().from(terms).where(where).orderBy(asc(terms.source)).limit(input.pageSize).offset((input.page - 1) * input.pageSize);
  return { items: rows.map(present), total_count: Number(n), total_pages: Math.max(1, Math.ceil(Number(n) / input.pageSize)) };
}
