import { eq, sql } from 'drizzle-orm';
import type { TEnterpriseInfoInput } from '@common/api/admin';
import type { Db } from '../../db/client';
import { tenantProfiles, tenants } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';

/** Saves what a tenant admin may change about their enterprise: name, welcome message, contact and address. */
export async function updateEnterpriseInfo(db: Db, { actor, input }: { actor: TActor; input: TEnterpriseInfoInput }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(tenants).set({ name: input.name, welcomeMessage: input.welcome_message }).where(eq(tenants.id, actor.tenantId));
    const contact = { contactName: input.contact_name, contactPhone: input.contact_phone, address: input.address };
    await tx
      .insert(tenantProfiles)
      .values({ tenantId: actor.tenantId, ...contact })
      .onConflictDoUpdate({ target: tenantProfiles.tenantId, set: { ...contact, updatedAt: sql`now()` } });
    await recordAudit(tx, { tenantId: actor.tenantId, userId: actor.userId, action: 'enterprise.update', target: actor.tenantId, details: { ...input } });
  });
}
