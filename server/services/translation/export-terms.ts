/** A term list as .xlsx (issue 11), in the template's columns so it can be imported again. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findReadableList } from './term-list-access';
import { termSheet } from './term-sheet';

/** Every term of a readable list as .xlsx, in the template's columns (so it can be imported again). */
export async function exportTerms(db: Db, actor: TActor, listId: string): Promise<{ name: string; bytes: Buffer }> {
  const list = await findReadableList(db, actor, listId);
  const rows = await db.select().from(terms).where(eq(terms.listId, listId)).orderBy(terms.source);
  const book = await termSheet(rows.map((t) => [t.source, t.target, t.note]));
  return { name: list.name, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}
