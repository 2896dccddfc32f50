import type { TOrder, TOrderState } from '@common/api/accounts';
import type { orders } from '../../db/schema/index';

/** An orders row as the API shows it. */
export function presentOrder(row: typeof orders.$inferSelect, userPhone?: string | null): TOrder {
  return {
    order_id: row.id,
    package_id: row.packageId,
    price_cents: row.priceCents,
    state: row.state as TOrderState,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    ...(userPhone !== undefined ? { user_phone: userPhone } : {}),
  };
}
