/** Terms of a list (issue 11): paged search, add, edit, delete; a duplicate source term answers 30301. */
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { TTerm } from '@common/api/translation';
import type { Db } from '../../db/client';
import { termLists, terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { findEditableList, findReadableList } from './term-lists';
import { TranslationErrors } from './translation-errors';

const present = (row: typeof terms.$inferSelect): TTerm => ({ term_id: row.id, source: row.source, target: row.target, note: row.note });

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** One page of a readable list's terms, searched in source, target and note. */
export async function listTerms(db: Db, actor: TActor, input: { listId: string; page: number; pageSize: number; search?: string }) {
  await findReadableList(db, actor, input.listId);
  const like = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(eq(terms.listId, input.listId), like ? or(ilike(terms.source, like), ilike(terms.target, like), ilike(terms.note, like)) : undefined);
  const [{ n }] = (await db.select({ n: count() }).from(terms).where(where)) as [{ n: number }];
  const rows = await db.select().from(terms).where(where).orderBy(asc(terms.source)).limit(input.pageSize).offset((input.page - 1) * input.pageSize);
  return { items: rows.map(present), total_count: Number(n), total_pages: Math.max(1, Math.ceil(Number(n) / input.pageSize)) };
}

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

async function findTermList(db: Db, actor: TActor, termId: string) {
  const [row] = await db.select({ listId: terms.listId }).from(terms).where(eq(terms.id, termId));
  if (!row) throw Errors.notFound();
  return findEditableList(db, actor, row.listId);
}

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

/** Deletes a term of a list the actor may change. */
export async function deleteTerm(db: Db, actor: TActor, termId: string): Promise<void> {
  await findTermList(db, actor, termId);
  await db.delete(terms).where(eq(terms.id, termId));
}
