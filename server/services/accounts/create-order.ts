import type { TOrder } from '@common/api/accounts';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { findPackage } from './packages';
import { paymentProvider } from './payment-provider';
import { presentOrder } from './present-order';

/** Creates an unpaid order for a package through the configured payment provider. */
export async function createOrder(
  db: DbOrTx,
  { actor, packageId }: { actor: TActor; packageId: string },
): Promise<TOrder & { pay_url: string | null }> {
  const pkg = findPackage(packageId);
  if (!pkg) throw Errors.notFound('套餐不存在');
  const provider = paymentProvider();
  const [row] = await db
    .insert(orders)
    .values({ tenantId: actor.tenantId, userId: actor.userId, packageId, priceCents: pkg.price_cents, provider: provider.name })
    .returning();
  const { payUrl } = await provider.createPayment({ orderId: row!.id, priceCents: pkg.price_cents, title: pkg.package_name });
  return { ...presentOrder(row!), pay_url: payUrl };
}
