/**
 * listTasks: the history panel and the recent list (spec §3 getContractList). Search, filters, order and pages are
 * all SQL: search is ILIKE on task and file name (trigram indexes), dates are calendar days in Asia/Shanghai.
 */
import type { TListTasksQuery } from '@common/api/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contractTasks, contractUploads } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import type { ReadCache } from '../../lib/read-cache';
import type { TTaskView } from '../../presenters/task';
import { ownedBy } from './find-own-task';

/** The calendar the spec's dates are in (the users are in China). */
const TIME_ZONE = 'Asia/Shanghai';

/** `text` as a LIKE pattern that matches it literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type TTaskPage = { rows: TTaskView[]; total: number; totalPages: number };

/** Pages cached (decision 188) only up to this size and without a search, so a cached entry stays small. */
const CACHED_PAGE_SIZE = 20;

/**
 * One page of the actor's tasks. With `cache`, plain pages (no search, at most 20 rows) are served from it while
 * none of the actor's tasks changes (any insert, update or delete evicts them in every process).
 */
export async function listTasks(
  db: DbOrTx,
  { actor, query, cache }: { actor: TActor; query: TListTasksQuery; cache?: ReadCache },
): Promise<TTaskPage> {
  if (!cache || query.search?.trim() || query.page_size > CACHED_PAGE_SIZE) return readTasks(db, actor, query);
  const key = `contract-tasks:${JSON.stringify([actor.tenantId, actor.userId, query])}`;
  return cache.through(key, () => readTasks(db, actor, query), () => [`c:${actor.userId}`]);
}

async function readTasks(db: DbOrTx, actor: TActor, query: TListTasksQuery): Promise<TTaskPage> {
  const conditions: (SQL | undefined)[] = [ownedBy(actor)];
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(contractTasks.taskName, pattern), ilike(contractTasks.fileName, pattern)));
  }
  if (query.status) conditions.push(eq(contractTasks.status, query.status));
  const typeIds = (query.contract_type_ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (typeIds.length > 0) conditions.push(inArray(contractTasks.contractTypeId, typeIds));
  if (query.data_range) {
    const [from, to] = query.data_range.split('#');
    // Midnight of the day in Shanghai, as an instant; 'to' is inclusive, so the bound is the next midnight.
    if (from) conditions.push(sql`${contractTasks.updatedAt} >= (${from}::date)::timestamp at time zone ${TIME_ZONE}`);
    if (to) conditions.push(sql`${contractTasks.updatedAt} < ((${to}::date + 1)::timestamp at time zone ${TIME_ZONE})`);
  }
  const where = and(...conditions);
  const direction = query.order === 'UPDATE_ASC' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ task: contractTasks, originalFileId: contractUploads.fileId })
      .from(contractTasks)
      .innerJoin(contractUploads, eq(contractUploads.id, contractTasks.uploadId))
      .where(where)
      .orderBy(direction(contractTasks.updatedAt), direction(contractTasks.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(contractTasks).where(where),
  ]);
  const total = Number(totals?.total ?? 0);
  return {
    rows: rows.map((r) => ({ ...r.task, originalFileId: r.originalFileId })),
    total,
    totalPages: Math.ceil(total / query.page_size),
  };
}
