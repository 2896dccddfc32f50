/** Renaming a term list (issue 11 item 2). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { termLists } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findEditableList } from './term-list-access';

/** Renames a list the actor may change. */
export async function renameTermList(db: Db, actor: TActor, input: { listId: string; name: string }): Promise<void> {
  await findEditableList(db, actor, input.listId);
  await db.update(termLists).set({ name: input.name, updatedAt: sql`now()` }).where(eq(termLists.id, input.listId));
}
