import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotaConsumptions, quotas, quotaTransactions } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

/**
 * Gives back the use charged for `reference` (e.g. a review that failed for a server reason); no-op if none.
 * The refund is a ledger row (+1, balance after, reason refund, task = reference).
 */
export async function refundOnce(
  db: DbOrTx,
  { actor, model, reference }: { actor: Pick<TActor, 'userId'>; model: string; reference: string },
): Promise<{ refunded: boolean }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(quotaConsumptions)
      .where(
        and(
          eq(quotaConsumptions.userId, actor.userId),
          eq(quotaConsumptions.model, model),
          eq(quotaConsumptions.reference, reference),
        ),
      )
      .returning({ reference: quotaConsumptions.reference });
    if (removed.length === 0) return { refunded: false };
    const [row] = await tx
      .update(quotas)
      .set({ useNumber: sql`${quotas.useNumber} - 1`, updatedAt: sql`now()` })
      .where(and(eq(quotas.userId, actor.userId), eq(quotas.model, model), gt(quotas.useNumber, 0)))
      .returning({ number: quotas.number, useNumber: quotas.useNumber });
    if (row) {
      await tx.insert(quotaTransactions).values({
        userId: actor.userId,
        model,
        change: 1,
        balanceAfter: row.number - row.useNumber,
        reason: 'refund',
        taskId: reference,
      });
    }
    return { refunded: true };
  });
}
