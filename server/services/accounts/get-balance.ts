import { asc, eq } from 'drizzle-orm';
import type { TBalance } from '@common/api/accounts';
import type { DbOrTx } from '../../db/client';
import { quotas, tenants, users } from '../../db/schema/index';
import { DEFAULT_TENANT_CODE } from '../../lib/tenant-match';
import { formatChinaDate } from '../../presenters/user-info';

/**
 * The caller's quotas and membership (api.md balance). There is no stored money balance: balance_cents is 0.
 * account_type: users of the default tenant (main hosts) are personal; any other tenant's are team (spec §6).
 */
export async function getBalance(db: DbOrTx, { userId, now = new Date() }: { userId: string; now?: Date }): Promise<TBalance> {
  const [user] = await db
    .select({ exp: users.membershipExpiresAt, tenantCode: tenants.code })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, userId));
  const rows = await db.select().from(quotas).where(eq(quotas.userId, userId)).orderBy(asc(quotas.model));
  return {
    balance_cents: 0,
    account_type: user?.tenantCode === DEFAULT_TENANT_CODE ? 'person' : 'team',
    is_member: Boolean(user?.exp && user.exp.getTime() > now.getTime()),
    validity_data: user?.exp ? formatChinaDate(user.exp) : null,
    quotas: rows.map((q) => ({ models: q.model, number: q.number, use_number: q.useNumber })),
  };
}
