import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tenantProfiles, users } from '../../db/schema/index';
import { AdminErrors } from './admin-errors';

/**
 * Refuses `adding` new members when the tenant's active (not disabled) members would exceed the seats it bought
 * (30451). A disabled or deleted member frees their seat. No profile row or null seats = no limit.
 */
export async function assertSeatAvailable(db: DbOrTx, { tenantId, adding = 1 }: { tenantId: string; adding?: number }): Promise<void> {
  const [p] = await db.select({ seats: tenantProfiles.seats }).from(tenantProfiles).where(eq(tenantProfiles.tenantId, tenantId));
  if (p?.seats == null) return;
  const [n] = await db.select({ n: count() }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.disabled, false)));
  if (Number(n?.n ?? 0) + adding > p.seats) throw AdminErrors.seatsFull();
}
