/**
 * failStalledTasks: a task still RUNNING long after its last attempt must have expired belongs to a worker that died
 * on its final attempt; nothing else will finish it. It fails with 审查超时 (the lawyer can retry) and the files its
 * runs left uncommitted are removed.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { contractTasks, storedFiles } from '../../db/schema/index';
import type { AppEvents } from '../../events/app-events';
import type { FileStore } from '../../storage/file-store';
import { ContractMessages } from './contract-errors';
import { deleteStoredFiles } from './stored-files';

/** Fails tasks RUNNING since before `olderThanSeconds` ago; returns how many. */
export async function failStalledTasks(
  deps: { db: Db; fileStore: FileStore; log: FastifyBaseLogger; events?: AppEvents },
  { olderThanSeconds }: { olderThanSeconds: number },
): Promise<number> {
  const stalled = await deps.db
    .update(contractTasks)
    .set({ status: 'FAILURE', failureReason: ContractMessages.stalled, progress: 0, runId: null, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(
      and(
        eq(contractTasks.status, 'RUNNING'),
        lt(contractTasks.startedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .returning();
  if (stalled.length === 0) return 0;
  const leftovers = await deps.db
    .select()
    .from(storedFiles)
    .where(and(inArray(storedFiles.taskId, stalled.map((t) => t.id)), eq(storedFiles.committed, false)));
  await deleteStoredFiles(deps.db, deps.fileStore, leftovers, deps.log);
  for (const t of stalled) {
    deps.events?.emit('task.finished', { tenantId: t.tenantId, userId: t.userId, taskId: t.id, status: 'FAILURE', taskName: t.taskName });
  }
  deps.log.warn({ tasks: stalled.map((t) => t.id) }, 'stalled contract reviews failed');
  return stalled.length;
}
