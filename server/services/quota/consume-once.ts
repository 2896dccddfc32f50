import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotaConsumptions, quotas, quotaTransactions } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';

export type TConsumeResult = { charged: boolean; remaining: number };

/**
 * Charges one use of `model` for `reference` (e.g. a task id) at most once: a repeated call with the same
 * reference charges nothing (charged: false). Throws 10014 (Messages.limitReached) when no use is left.
 * Inside a caller's transaction it runs as a savepoint, so the charge commits or rolls back with the caller.
 * Every charge is also a ledger row (quota_transactions: -1, balance after, reason consume, task = reference).
 */
export async function consumeOnce(
  db: DbOrTx,
  { actor, model, reference }: { actor: TActor; model: string; reference: string },
): Promise<TConsumeResult> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(quotaConsumptions)
      .values({ userId: actor.userId, model, reference })
      .onConflictDoNothing()
      .returning({ reference: quotaConsumptions.reference });
    const charged = inserted.length > 0;
    if (charged) {
      // The conditional update is the race-safe check: two requests cannot both take the last use.
      const [row] = await tx
        .update(quotas)
        .set({ useNumber: sql`${quotas.useNumber} + 1`, updatedAt: sql`now()` })
        .where(
          and(eq(quotas.userId, actor.userId), eq(quotas.model, model), lt(quotas.useNumber, quotas.number)),
        )
        .returning({ number: quotas.number, useNumber: quotas.useNumber });
      if (!row) throw Errors.limitReached(); // rolls back the consumption row too
      const remaining = row.number - row.useNumber;
      // Written under the quota row's lock, so balance_after is exact even with concurrent charges.
      await tx.insert(quotaTransactions).values({
        userId: actor.userId,
        model,
        change: -1,
        balanceAfter: remaining,
        reason: 'consume',
        taskId: reference,
      });
      return { charged, remaining };
    }
    const [row] = await tx
      .select({ number: quotas.number, useNumber: quotas.useNumber })
      .from(quotas)
      .where(and(eq(quotas.userId, actor.userId), eq(quotas.model, model)));
    return { charged, remaining: row ? Math.max(0, row.number - row.useNumber) : 0 };
  });
}
