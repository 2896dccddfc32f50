/** listDrafts: the actor's drafts, newest first, searched by title (/draftHistory). */
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { TDraftListItem } from '@common/api/draft';
import type { Db } from '../../db/client';
import { draftTasks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { presentDraftListItem } from '../../presenters/draft';
import { findTemplate } from './templates/index';

/** Escapes LIKE wildcards so a search for 50% finds 50%. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the actor's drafts. */
export async function listDrafts(db: Db, { actor, page, pageSize, search }: { actor: TActor; page: number; pageSize: number; search?: string }): Promise<{ items: TDraftListItem[]; total: number; totalPages: number }> {
  const term = search?.trim();
  const where = and(eq(draftTasks.userId, actor.userId), eq(draftTasks.tenantId, actor.tenantId), term ? ilike(draftTasks.title, `%${likeEscape(term)}%`) : undefined);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(draftTasks).where(where);
  const rows = await db
    .select({ id: draftTasks.id, title: draftTasks.title, templateId: draftTasks.templateId, missingFields: draftTasks.missingFields, isSample: draftTasks.isSample, createdAt: draftTasks.createdAt, updatedAt: draftTasks.updatedAt })
    .from(draftTasks)
    .where(where)
    .orderBy(desc(draftTasks.updatedAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map((r) => presentDraftListItem(r, findTemplate(r.templateId)?.name ?? r.templateId)), total: n, totalPages: Math.ceil(n / pageSize) };
}
