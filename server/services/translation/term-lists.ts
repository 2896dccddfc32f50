/**
 * Term lists (issue 11): a user's own lists are private; the firm's lists are read by every member of the tenant and
 * changed only by its admins. Another tenant's or another user's private list answers 404.
 */
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { TTermList } from '@common/api/translation';
import type { Db } from '../../db/client';
import { termLists, terms, type TTermListRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { TranslationErrors } from './translation-errors';

/** Lists the actor may read: their own and the firm's. */
const readable = (actor: TActor) =>
  and(eq(termLists.tenantId, actor.tenantId), or(eq(termLists.userId, actor.userId), eq(termLists.scope, 'firm')));

function canEdit(actor: TActor, row: TTermListRow): boolean {
  return row.scope === 'firm' ? actor.isAdmin : row.userId === actor.userId;
}

/** A readable list or 404. */
export async function findReadableList(db: Db, actor: TActor, listId: string): Promise<TTermListRow> {
  const [row] = await db.select().from(termLists).where(and(readable(actor), eq(termLists.id, listId)));
  if (!row) throw Errors.notFound();
  return row;
}

/** A list the actor may change, 404 when unreadable, 403 for a firm list and a non-admin. */
export async function findEditableList(db: Db, actor: TActor, listId: string): Promise<TTermListRow> {
  const row = await findReadableList(db, actor, listId);
  if (!canEdit(actor, row)) throw TranslationErrors.firmListAdminOnly();
  return row;
}

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

/** Creates a list; only tenant admins create firm lists. */
export async function createTermList(db: Db, actor: TActor, input: { name: string; scope: 'personal' | 'firm' }): Promise<string> {
  if (input.scope === 'firm' && !actor.isAdmin) throw TranslationErrors.firmListAdminOnly();
  const [row] = await db.insert(termLists).values({ tenantId: actor.tenantId, userId: actor.userId, scope: input.scope, name: input.name }).returning({ id: termLists.id });
  return row!.id;
}

/** Renames a list the actor may change. */
export async function renameTermList(db: Db, actor: TActor, input: { listId: string; name: string }): Promise<void> {
  await findEditableList(db, actor, input.listId);
  await db.update(termLists).set({ name: input.name, updatedAt: sql`now()` }).where(eq(termLists.id, input.listId));
}

/** Deletes a list (and its terms) the actor may change. */
export async function deleteTermList(db: Db, actor: TActor, listId: string): Promise<void> {
  await findEditableList(db, actor, listId);
  await db.delete(termLists).where(eq(termLists.id, listId));
}

/** The terms of the given lists that the actor may read (unreadable ids are ignored: 404 is for direct access). */
export async function loadGlossary(db: Db, actor: TActor, listIds: readonly string[]): Promise<{ source: string; target: string }[]> {
  if (listIds.length === 0) return [];
  const lists = await db.select({ id: termLists.id }).from(termLists).where(and(readable(actor), inArray(termLists.id, [...listIds])));
  if (lists.length === 0) return [];
  return db.select({ source: terms.source, target: terms.target }).from(terms).where(inArray(terms.listId, lists.map((l) => l.id)));
}
