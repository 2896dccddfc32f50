import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants, users } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { DEFAULT_TENANT_CODE } from '../../lib/tenant-match';
import { GENERATED_ADMIN_USERNAME } from '../auth/ensure-first-admin';

/** The platform admin: the first admin (ADMIN_PHONE, else the generated 'admin') of the default tenant. */
export async function isPlatformAdmin(db: Db, actor: TActor, adminPhone: string | undefined): Promise<boolean> {
  if (!actor.isAdmin) return false;
  const [row] = await db
    .select({ phone: users.phone, username: users.username, code: tenants.code })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, actor.userId));
  if (!row || row.code !== DEFAULT_TENANT_CODE) return false;
  return adminPhone ? row.phone === adminPhone : row.username === GENERATED_ADMIN_USERNAME;
}
