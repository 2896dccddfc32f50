/** Who reads and who changes a term list (issue 11): a user's own lists are private; the firm's are read by every member of the tenant and changed only by its admins. Another tenant's or user's private list answers 404. */
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { termLists, type TTermListRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { TranslationErrors } from './translation-errors';

/** Lists the actor may read: their own and the firm's. */
export const readable = (actor: TActor) =>
  and(eq(termLists.tenantId, actor.tenantId), or(eq(termLists.userId, actor.userId), eq(termLists.scope, 'firm')));

export function canEdit(actor: TActor, row: TTermListRow): boolean {
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
