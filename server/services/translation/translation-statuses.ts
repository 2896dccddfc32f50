/** Statuses for the list's 10 s poll (the contract review pattern, issue 11 item 4). */
import { and, inArray } from 'drizzle-orm';
import type { TTranslationTask } from '@common/api/translation';
import { translationTasks } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { owned } from './find-own-translation';

/** Statuses for the poll (unknown or foreign ids are left out). */
export async function translationStatuses(db: Db, actor: TActor, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(translationTasks).where(and(owned(actor), inArray(translationTasks.id, ids)));
  return rows.map((r) => ({ task_id: r.id, status: r.status as TTranslationTask['status'], progress: r.progress, updated_at: r.updatedAt.toISOString() }));
}
