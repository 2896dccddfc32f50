/** The translation list (/translateList, issue 11 item 4): search, status filter, newest first. */
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { translationFiles, translationTasks } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { presentTask } from './present-translation';
import { owned } from './find-own-translation';

/** The actor's tasks, newest first, searched by name or file name, filtered by status. */
export async function listTranslations(db: Db, actor: TActor, input: { page: number; pageSize: number; search?: string; status?: string }) {
  const like = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    owned(actor),
    input.status ? eq(translationTasks.status, input.status) : undefined,
    like ? sql`(${ilike(translationTasks.name, like)} or ${ilike(translationFiles.fileName, like)})` : undefined,
  );
  const [{ n }] = (await db.select({ n: count() }).from(translationTasks).innerJoin(translationFiles, eq(translationFiles.id, translationTasks.fileId)).where(where)) as [{ n: number }];
  const rows = await db
    .select({ task: translationTasks, fileName: translationFiles.fileName })
    .from(translationTasks)
    .innerJoin(translationFiles, eq(translationFiles.id, translationTasks.fileId))
    .where(where)
    .orderBy(desc(translationTasks.updatedAt))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return { items: rows.map((r) => presentTask(r.task, r.fileName)), total_count: Number(n), total_pages: Math.max(1, Math.ceil(Number(n) / input.pageSize)) };
}
