/** Terms as the API shows them, the duplicate-term check and the list a term belongs to (issue 11 item 2). */
import { eq } from 'drizzle-orm';
import type { TTerm } from '@common/api/translation';
import type { Db } from '../../db/client';
import { terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { findEditableList } from './term-list-access';

export const present = (row: typeof terms.$inferSelect): TTerm => ({ term_id: row.id, source: row.source, target: row.target, note: row.note });

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export async function findTermList(db: Db, actor: TActor, termId: string) {
  const [row] = await db.select({ listId: terms.listId }).from(terms).where(eq(terms.id, termId));
  if (!row) throw Errors.notFound();
  return findEditableList(db, actor, row.listId);
}
