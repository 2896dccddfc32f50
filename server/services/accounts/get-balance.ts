import { asc, eq } from 'drizzle-orm';
import type { TBalance } from '@common/api/accounts';
import type { DbOrTx } from '../../db/client';
import { quotas, users } from '../../db/schema/index';
import { formatChinaDate } from '../../presenters/user-info';

/** The caller's quotas and membership (api.md balance). There is no stored money balance: balance_cents is 0. */
export async function getBalance(db: DbOrTx, { userId, now = new Date() }: { userId: string; now?: Date }): Promise<TBalance> {
  const [user] = await db.select({ exp: users.membershipExpiresAt }).from(users).where(eq(users.id, userId));
  const rows = await db.select().from(quotas).where(eq(quotas.userId, userId)).orderBy(asc(quotas.model));
  return {
    balance_cents: 0,
    is_member: Boolean(user?.exp && user.exp.getTime() > now.getTime()),
    validity_data: user?.exp ? formatChinaDate(user.exp) : null,
    quotas: rows.map((q) => ({ models: q.model, number: q.number, use_number: q.useNumber })),
  };
}
