/**
 * buildUser: a user row (with quotas, password, external id as asked) and, with sessionFor, a live session token,
 * without going through SMS. For tests of features behind login.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenants, users, type TUserRow } from '../../server/db/schema/index';
import { hashPassword } from '../../server/lib/password';
import { DEFAULT_TENANT_CODE } from '../../server/lib/tenant-match';
import { createSession } from '../../server/services/auth/create-session';
import { maskPhone } from '../../server/services/auth/find-or-create-user';
import { grantQuotas } from '../../server/services/quota/grant-quotas';
import { randomPhone } from '../helpers/auth';

export type TBuildUserOptions = {
  tenantId?: string;
  phone?: string | null;
  password?: string;
  isAdmin?: boolean;
  externalUserId?: string;
  disabled?: boolean;
  /** Membership days from now (negative: expired); null: never a member. */
  membershipDays?: number | null;
  quotas?: Record<string, number>;
};

export async function buildUser(app: FastifyInstance, options: TBuildUserOptions = {}): Promise<TUserRow> {
  let tenantId = options.tenantId;
  if (!tenantId) {
    const [t] = await app.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.code, DEFAULT_TENANT_CODE));
    tenantId = t!.id;
  }
  const phone = options.phone === undefined ? randomPhone() : options.phone;
  const days = options.membershipDays === undefined ? 1 : options.membershipDays;
  const [user] = await app.db
    .insert(users)
    .values({
      tenantId,
      phone,
      username: phone ? maskPhone(phone) : 'user',
      passwordHash: options.password ? await hashPassword(options.password) : null,
      isAdmin: options.isAdmin ?? false,
      externalUserId: options.externalUserId ?? null,
      disabled: options.disabled ?? false,
      membershipExpiresAt: days === null ? null : new Date(Date.now() + days * 24 * 3600_000),
    })
    .returning();
  if (options.quotas) await grantQuotas(app.db, { userId: user!.id, amounts: options.quotas });
  return user!;
}

/** A session token for `user`, as a login would give. */
export async function sessionFor(app: FastifyInstance, user: TUserRow): Promise<string> {
  return (await createSession(app.db, { user })).token;
}
