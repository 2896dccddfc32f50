import { and, eq } from 'drizzle-orm';
import { NEW_USER_MEMBERSHIP_DAYS } from '@common/limits';
import type { Db } from '../../db/client';
import { users, type TUserRow } from '../../db/schema/index';
import { grantQuotas } from '../quota/grant-quotas';

/** '13812345678' -> '138****5678': the default display name (spec §5: reviewer name defaults to it). */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/**
 * The tenant's user with this phone, created on first login with NEW_USER_MEMBERSHIP_DAYS of membership
 * (注册送1天会员, spec §1) and the starting quotas (QUOTA_NEW_USER). `created` is the inverse of is_history.
 * Two simultaneous first logins create one user (unique tenant+phone).
 */
export async function findOrCreateUser(
  db: Db,
  {
    tenantId,
    phone,
    startingQuotas,
    now = new Date(),
  }: { tenantId: string; phone: string; startingQuotas: Record<string, number>; now?: Date },
): Promise<{ user: TUserRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({
        tenantId,
        phone,
        username: maskPhone(phone),
        membershipExpiresAt: new Date(now.getTime() + NEW_USER_MEMBERSHIP_DAYS * 24 * 3600_000),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [users.tenantId, users.phone] })
      .returning();
    if (inserted) {
      await grantQuotas(tx, { userId: inserted.id, amounts: startingQuotas });
      return { user: inserted, created: true };
    }
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)));
    return { user: existing!, created: false };
  });
}
