/** Deleting a term list with its terms (issue 11 item 2). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { termLists } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findEditableList } from './term-list-access';

/** Deletes a list (and its terms) the actor may change. */
export async function deleteTermList(db: Db, actor: TActor, listId: string): Promise<void> {
  await findEditableList(db, actor, listId);
  await db.delete(termLists).where(eq(termLists.id, listId));
}
