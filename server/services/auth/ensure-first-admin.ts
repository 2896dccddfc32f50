import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { tenants, users } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../lib/password';
import { DEFAULT_TENANT_CODE } from '../../lib/tenant-match';

export type TFirstAdminResult =
  | { kind: 'configured'; phone: string; created: boolean }
  | { kind: 'generated'; username: string; password: string }
  | { kind: 'exists' };

/** Username of the generated admin (password login accepts phone or username). */
export const GENERATED_ADMIN_USERNAME = 'admin';

/**
 * The first admin (architecture.md §2), in the default tenant. With ADMIN_PHONE/ADMIN_PASSWORD that account is
 * created, or made admin and given that password. Without them, when no admin exists yet, an 'admin' account
 * gets a generated password that the caller prints once; later starts find the admin and do nothing.
 */
export async function ensureFirstAdmin(
  db: Db,
  settings: { phone?: string; password?: string },
): Promise<TFirstAdminResult> {
  // Serialized across processes (N API + M workers starting together on PostgreSQL): one admin, one password.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lawdesk:first-admin'))`);
    return ensureFirstAdminLocked(tx, settings);
  });
}

async function ensureFirstAdminLocked(
  db: Tx,
  { phone, password }: { phone?: string; password?: string },
): Promise<TFirstAdminResult> {
  const [tenant] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.code, DEFAULT_TENANT_CODE));
  if (!tenant) throw new Error('default tenant missing: seed first');

  if (phone && password) {
    const [existing] = await db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.phone, phone)));
    if (!existing) {
      await db.insert(users).values({
        tenantId: tenant.id,
        phone,
        username: '管理员',
        isAdmin: true,
        passwordHash: await hashPassword(password),
      });
      return { kind: 'configured', phone, created: true };
    }
    const passwordCurrent = existing.passwordHash
      ? await verifyPassword(existing.passwordHash, password)
      : false;
    if (!existing.isAdmin || !passwordCurrent || existing.disabled) {
      await db
        .update(users)
        .set({
          isAdmin: true,
          disabled: false,
          ...(passwordCurrent ? {} : { passwordHash: await hashPassword(password) }),
        })
        .where(eq(users.id, existing.id));
    }
    return { kind: 'configured', phone, created: false };
  }

  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (admin) return { kind: 'exists' };
  const generated = randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(users)
    .values({
      tenantId: tenant.id,
      phone: null,
      username: GENERATED_ADMIN_USERNAME,
      isAdmin: true,
      passwordHash: await hashPassword(generated),
    })
    .returning({ id: users.id });
  return inserted.length
    ? { kind: 'generated', username: GENERATED_ADMIN_USERNAME, password: generated }
    : { kind: 'exists' };
}
