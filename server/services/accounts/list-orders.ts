import { desc, eq } from 'drizzle-orm';
import type { TOrder } from '@common/api/accounts';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema/index';
import { presentOrder } from './present-order';

/** Orders of a tenant (admin area, newest first) or of one user. */
export async function listOrders(db: Db, where: { tenantId: string } | { userId: string }): Promise<TOrder[]> {
  const rows = await db
    .select({ o: orders, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where('tenantId' in where ? eq(orders.tenantId, where.tenantId) : eq(orders.userId, where.userId))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  return rows.map((r) => presentOrder(r.o, r.phone));
}
