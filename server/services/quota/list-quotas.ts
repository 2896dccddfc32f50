import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotas, type TQuotaRow } from '../../db/schema/index';

/** A user's quota rows ordered by model (spec §3 use_info). */
export function listQuotas(db: DbOrTx, { userId }: { userId: string }): Promise<TQuotaRow[]> {
  return db.select().from(quotas).where(eq(quotas.userId, userId)).orderBy(asc(quotas.model));
}
