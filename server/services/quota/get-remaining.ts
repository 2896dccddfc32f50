import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotas } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

/** Uses left of `model` for the actor: number - use_number, 0 when there is no quota row (spec §4). */
export async function getRemaining(
  db: DbOrTx,
  { actor, model }: { actor: TActor; model: string },
): Promise<number> {
  const [row] = await db
    .select({ number: quotas.number, useNumber: quotas.useNumber })
    .from(quotas)
    .where(and(eq(quotas.userId, actor.userId), eq(quotas.model, model)));
  return row ? Math.max(0, row.number - row.useNumber) : 0;
}
