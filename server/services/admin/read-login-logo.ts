import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenantProfiles } from '../../db/schema/index';

/** A tenant's uploaded login logo (public: it is shown on the login page before anyone logs in), or null. */
export async function readLoginLogo(db: Db, { tenantId }: { tenantId: string }): Promise<{ bytes: Buffer; type: string } | null> {
  const [row] = await db
    .select({ base64: tenantProfiles.logoBase64, type: tenantProfiles.logoType })
    .from(tenantProfiles)
    .where(eq(tenantProfiles.tenantId, tenantId));
  if (!row?.base64 || !row.type) return null;
  return { bytes: Buffer.from(row.base64, 'base64'), type: row.type };
}
