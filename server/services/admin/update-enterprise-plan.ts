import { eq, sql } from 'drizzle-orm';
import type { TEnterprisePlanInput } from '@common/api/admin';
import type { Db } from '../../db/client';
import { tenantProfiles, tenants } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { Errors } from '../../lib/app-error';

/** Sets a tenant's seats and last valid day; only the platform operator calls it (the route checks). */
export async function updateEnterprisePlan(
  db: Db,
  { actor, tenantId, input }: { actor: TActor; tenantId: string; input: TEnterprisePlanInput },
): Promise<void> {
  const [t] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw Errors.notFound('企业不存在');
  const plan = { seats: input.seats, validUntil: input.valid_until };
  await db
    .insert(tenantProfiles)
    .values({ tenantId, ...plan })
    .onConflictDoUpdate({ target: tenantProfiles.tenantId, set: { ...plan, updatedAt: sql`now()` } });
  // Written to the tenant's own log, so its admin sees who changed what they bought.
  await recordAudit(db, { tenantId, userId: actor.userId, action: 'enterprise.plan', target: tenantId, details: { ...input } });
}
