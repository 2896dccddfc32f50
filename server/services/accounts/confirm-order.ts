import { and, eq } from 'drizzle-orm';
import type { TOrder } from '@common/api/accounts';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { Errors } from '../../lib/app-error';
import { grantQuotas } from '../quota/grant-quotas';
import { AccountErrors } from './account-errors';
import { extendMembership } from './extend-membership';
import { findPackage } from './packages';
import { presentOrder } from './present-order';

/**
 * An operator (tenant admin) marks a `manual` order of their tenant paid: exactly once (the state change is
 * conditional), quotas granted and membership extended in the same transaction, audited.
 */
export async function confirmOrder(db: Db, { actor, orderId }: { actor: TActor; orderId: string }): Promise<TOrder> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ state: 'PAY_SUCCESS', paidAt: new Date(), confirmedBy: actor.userId })
      .where(and(eq(orders.id, orderId), eq(orders.tenantId, actor.tenantId), eq(orders.state, 'NOT_PAY'), eq(orders.provider, 'manual')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.tenantId, actor.tenantId)));
      throw exists ? AccountErrors.orderState() : Errors.notFound('订单不存在');
    }
    const pkg = findPackage(row.packageId);
    if (pkg) {
      await grantQuotas(tx, { userId: row.userId, amounts: pkg.quotas, reason: 'purchase', taskId: row.id, byUserId: actor.userId });
      await extendMembership(tx, { userId: row.userId, days: pkg.days });
    }
    await recordAudit(tx, { tenantId: actor.tenantId, userId: actor.userId, action: 'order.confirm', target: row.id, details: { package_id: row.packageId } });
    return presentOrder(row);
  });
}
