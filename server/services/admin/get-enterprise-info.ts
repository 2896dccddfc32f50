import { count, eq, sql } from 'drizzle-orm';
import type { TEnterpriseInfo } from '@common/api/admin';
import type { DbOrTx } from '../../db/client';
import { quotas, tenantProfiles, tenants, users } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

/** Today in China (validity dates are calendar days there). */
function todayInShanghai(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The actor's tenant as /enterpriseInfo shows it: name and contacts (editable by its admin), seats and validity
 * (set by the platform operator), members, and the members' quotas added up per model.
 */
export async function getEnterpriseInfo(
  db: DbOrTx,
  { actor, canEditPlan, now = new Date() }: { actor: TActor; canEditPlan: boolean; now?: Date },
): Promise<TEnterpriseInfo> {
  const [t] = await db.select().from(tenants).where(eq(tenants.id, actor.tenantId));
  if (!t) throw new Error(`tenant ${actor.tenantId} missing`);
  const [p] = await db.select().from(tenantProfiles).where(eq(tenantProfiles.tenantId, actor.tenantId));
  // Deleted members kept for their tasks are disabled rows: they hold no seat only once deleted for good.
  const [m] = await db
    .select({
      members: count(),
      admins: sql<number>`cast(count(*) filter (where ${users.isAdmin}) as int)`,
      disabled: sql<number>`cast(count(*) filter (where ${users.disabled}) as int)`,
    })
    .from(users)
    .where(eq(users.tenantId, actor.tenantId));
  const q = await db
    .select({
      models: quotas.model,
      number: sql<number>`cast(sum(${quotas.number}) as int)`,
      use_number: sql<number>`cast(sum(${quotas.useNumber}) as int)`,
    })
    .from(quotas)
    .innerJoin(users, eq(users.id, quotas.userId))
    .where(eq(users.tenantId, actor.tenantId))
    .groupBy(quotas.model)
    .orderBy(quotas.model);
  const validUntil = p?.validUntil ?? null;
  return {
    tenant_id: t.id,
    code: t.code,
    name: t.name,
    created_at: t.createdAt.toISOString(),
    contact_name: p?.contactName ?? '',
    contact_phone: p?.contactPhone ?? '',
    address: p?.address ?? '',
    welcome_message: t.welcomeMessage,
    seats: p?.seats ?? null,
    members: Number(m?.members ?? 0),
    admins: Number(m?.admins ?? 0),
    disabled_members: Number(m?.disabled ?? 0),
    valid_until: validUntil,
    validity: validUntil === null ? 'unlimited' : validUntil < todayInShanghai(now) ? 'expired' : 'active',
    quotas: q.map((r) => ({ models: r.models, number: Number(r.number), use_number: Number(r.use_number) })),
    can_edit_plan: canEditPlan,
  };
}
