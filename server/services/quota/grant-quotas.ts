import { sql } from 'drizzle-orm';
import { QUOTA_GRANT_MAX } from '@common/api/accounts';
import type { DbOrTx } from '../../db/client';
import { quotas, quotaTransactions } from '../../db/schema/index';
import { AccountErrors } from '../accounts/account-errors';

export type TGrantReason = 'grant' | 'exchange' | 'purchase';

/**
 * Adds `amounts` (model -> number) to a user's quotas, creating missing rows (new users, admin grants), and writes
 * one ledger row per model. A negative, fractional or huge amount is refused (30401) before anything changes.
 */
export async function grantQuotas(
  db: DbOrTx,
  {
    userId,
    amounts,
    reason = 'grant',
    byUserId = null,
    taskId = null,
  }: {
    userId: string;
    amounts: Record<string, number>;
    reason?: TGrantReason;
    byUserId?: string | null;
    taskId?: string | null;
  },
): Promise<void> {
  const entries = Object.entries(amounts);
  for (const [, n] of entries) {
    if (!Number.isSafeInteger(n) || n < 0 || n > QUOTA_GRANT_MAX) throw AccountErrors.badGrant();
  }
  const rows = entries.filter(([, n]) => n > 0).map(([model, number]) => ({ userId, model, number }));
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    const updated = await tx
      .insert(quotas)
      .values(rows)
      .onConflictDoUpdate({
        target: [quotas.userId, quotas.model],
        set: { number: sql`${quotas.number} + excluded.number`, updatedAt: sql`now()` },
      })
      .returning({ model: quotas.model, number: quotas.number, useNumber: quotas.useNumber });
    await tx.insert(quotaTransactions).values(
      updated.map((u) => ({
        userId,
        model: u.model,
        change: amounts[u.model]!,
        balanceAfter: u.number - u.useNumber,
        reason,
        taskId,
        byUserId,
      })),
    );
  });
}
