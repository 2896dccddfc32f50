/** Deleting a term (issue 11 item 2). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findTermList } from './term-access';

/** Deletes a term of a list the actor may change. */
export async function deleteTerm(db: Db, actor: TActor, termId: string): Promise<void> {
  await findTermList(db, actor, termId);
  await db.delete(terms).where(eq(terms.id, termId));
}
