/** Adding a term to a list (issue 11 item 2); a duplicate source term answers 30301. */
import { eq, sql } from 'drizzle-orm';
import type { TTerm } from '@common/api/translation';
import type { Db } from '../../db/client';
import { termLists, terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findEditableList } from './term-list-access';
import { TranslationErrors } from './translation-errors';
import { present, isUniqueViolation } from './term-access';

/** Adds a term to a list the actor may change. */
export async function addTerm(db: Db, actor: TActor, input: { listId: string; source: string; target: string; note: string }): Promise<TTerm> {
  await findEditableList(db, actor, input.listId);
  try {
    const [row] = await db.insert(terms).values({ listId: input.listId, source: input.source, target: input.target, note: input.note }).returning();
    await db.update(termLists).set({ updatedAt: sql`now()` }).where(eq(termLists.id, input.listId));
    return present(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw TranslationErrors.termDuplicate();
    throw err;
  }
}
