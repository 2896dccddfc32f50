import { eq, and, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeCodes } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { formatChinaDate } from '../../presenters/user-info';
import { grantQuotas } from '../quota/grant-quotas';
import { AccountErrors } from './account-errors';
import { extendMembership } from './extend-membership';

/**
 * Redeems a code exactly once: the conditional UPDATE ... WHERE redeemed_by IS NULL lets one of any number of
 * concurrent calls win; the grant runs in the same transaction, so a failed grant frees the code again.
 */
export async function redeemExchangeCode(
  db: Db,
  { actor, code }: { actor: TActor; code: string },
): Promise<{ quotas: Record<string, number>; validity_data: string | null }> {
  const normalized = code.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(exchangeCodes)
      .set({ redeemedBy: actor.userId, redeemedAt: new Date() })
      .where(and(eq(exchangeCodes.code, normalized), isNull(exchangeCodes.redeemedBy)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ code: exchangeCodes.code }).from(exchangeCodes).where(eq(exchangeCodes.code, normalized));
      throw exists ? AccountErrors.exchangeUsed() : AccountErrors.exchangeInvalid();
    }
    await grantQuotas(tx, { userId: actor.userId, amounts: row.quotas, reason: 'exchange', taskId: row.code });
    const exp = await extendMembership(tx, { userId: actor.userId, days: row.days });
    return { quotas: row.quotas, validity_data: exp ? formatChinaDate(exp) : null };
  });
}
