/** The glossary a translation enforces: the terms of the selected lists the actor may read (issue 11). */
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { termLists, terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { readable } from './term-list-access';

/** The terms of the given lists that the actor may read (unreadable ids are ignored: 404 is for direct access). */
export async function loadGlossary(db: Db, actor: TActor, listIds: readonly string[]): Promise<{ source: string; target: string }[]> {
  if (listIds.length === 0) return [];
  const lists = await db.select({ id: termLists.id }).from(termLists).where(and(readable(actor), inArray(termLists.id, [...listIds])));
  if (lists.length === 0) return [];
  return db.select({ source: terms.source, target: terms.target }).from(terms).where(inArray(terms.listId, lists.map((l) => l.id)));
}
