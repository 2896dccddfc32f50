/** Editing a term (issue 11 item 2); a duplicate source term answers 30301. */
import { eq, sql } from 'drizzle-orm';
import type { TTerm } from '@common/api/translation';
import type { Db } from '../../db/client';
import { terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { TranslationErrors } from './translation-errors';
import { present, isUniqueViolation, findTermList } from './term-access';

/** Edits a term of a list the actor may change. */
export async function editTerm(db: Db, actor: TActor, input: { termId: string; source: string; target: string; note: string }): Promise<TTerm> {
  await findTermList(db, actor, input.termId);
  try {
    const [row] = await db.update(terms).set({ source: input.source, target: input.target, note: input.note, updatedAt: sql`now()` }).where(eq(terms.id, input.termId)).returning();
    return present(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw TranslationErrors.termDuplicate();
    throw err;
  }
}
