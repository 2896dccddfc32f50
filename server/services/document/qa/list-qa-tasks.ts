/** listQaTasks: the actor's conversations, newest first, searchable by title (history page). */
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { TQaListItem } from '@common/api/document';
import type { DbOrTx } from '../../../db/client';
import { docFiles, docTasks } from '../../../db/schema/index';
import type { TActor } from '../../../lib/actor';
import { presentQaListItem } from '../../../presenters/doc-file';

/** One page of the actor's conversations. */
export async function listQaTasks(
  db: DbOrTx,
  { actor, page, pageSize, search }: { actor: TActor; page: number; pageSize: number; search?: string },
): Promise<{ items: TQaListItem[]; total: number; totalPages: number }> {
  const term = search?.trim();
  const where = and(
    eq(docTasks.userId, actor.userId),
    eq(docTasks.tenantId, actor.tenantId),
    term ? ilike(docTasks.title, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(docTasks).where(where);
  const rows = await db
    .select()
    .from(docTasks)
    .where(where)
    .orderBy(desc(docTasks.updatedAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = [...new Set(rows.flatMap((r) => r.fileIds))];
  const files = ids.length ? await db.select({ id: docFiles.id, name: docFiles.fileName }).from(docFiles).where(inArray(docFiles.id, ids)) : [];
  const names = new Map(files.map((f) => [f.id, f.name]));
  return {
    items: rows.map((r) => presentQaListItem(r, r.fileIds.map((id) => names.get(id) ?? '').filter(Boolean))),
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}
