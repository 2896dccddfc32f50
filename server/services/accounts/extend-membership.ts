import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

/** Extends a user's membership by `days` from the later of now and the current expiry; returns the new expiry. */
export async function extendMembership(db: DbOrTx, { userId, days }: { userId: string; days: number }): Promise<Date | null> {
  if (days <= 0) {
    const [u] = await db.select({ exp: users.membershipExpiresAt }).from(users).where(eq(users.id, userId));
    return u?.exp ?? null;
  }
  const [row] = await db
    .update(users)
    .set({
      membershipExpiresAt: sql`greatest(coalesce(${users.membershipExpiresAt}, now()), now()) + make_interval(days => ${days})`,
    })
    .where(eq(users.id, userId))
    .returning({ exp: users.membershipExpiresAt });
  return row?.exp ?? null;
}
