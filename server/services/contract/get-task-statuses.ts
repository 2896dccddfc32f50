import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contractTasks, type TContractTaskRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { isUuid, ownedBy } from './find-own-task';

/** The status poll (spec §4): the actor's tasks among `taskIds`, in the order asked; others' ids are left out. */
export async function getTaskStatuses(db: DbOrTx, { actor, taskIds }: { actor: TActor; taskIds: readonly string[] }): Promise<TContractTaskRow[]> {
  const ids = [...new Set(taskIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contractTasks)
    .where(and(inArray(contractTasks.id, ids), ownedBy(actor)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
