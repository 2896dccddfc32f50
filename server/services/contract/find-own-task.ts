/**
 * Loading a task the actor owns. Every lookup filters by the actor's tenant and user: another user's or another
 * tenant's task is simply not found (404, never 403, so its existence is not revealed; architecture §5).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contractTasks, contractUploads, type TContractTaskRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import type { TTaskView } from '../../presenters/task';
import { ContractErrors } from './contract-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a row id (anything else cannot exist, and must not reach a uuid column). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** The filter that keeps a task query to the actor's own tasks. */
export function ownedBy(actor: Pick<TActor, 'tenantId' | 'userId'>) {
  return and(eq(contractTasks.tenantId, actor.tenantId), eq(contractTasks.userId, actor.userId));
}

/** The actor's task, or 404. */
export async function findOwnTask(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<TContractTaskRow> {
  if (!isUuid(taskId)) throw ContractErrors.taskNotFound();
  const [row] = await db
    .select()
    .from(contractTasks)
    .where(and(eq(contractTasks.id, taskId), ownedBy(actor)));
  if (!row) throw ContractErrors.taskNotFound();
  return row;
}

/** The actor's task with its original file id, or 404. */
export async function findOwnTaskView(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<TTaskView> {
  if (!isUuid(taskId)) throw ContractErrors.taskNotFound();
  const [row] = await db
    .select({ task: contractTasks, originalFileId: contractUploads.fileId })
    .from(contractTasks)
    .innerJoin(contractUploads, eq(contractUploads.id, contractTasks.uploadId))
    .where(and(eq(contractTasks.id, taskId), ownedBy(actor)));
  if (!row) throw ContractErrors.taskNotFound();
  return { ...row.task, originalFileId: row.originalFileId };
}
