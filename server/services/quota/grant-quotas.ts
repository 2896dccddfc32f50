import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotas } from '../../db/schema/index';

/** Adds `amounts` (model -> number) to a user's quotas, creating missing rows (new users, admin grants). */
export async function grantQuotas(
  db: DbOrTx,
  { userId, amounts }: { userId: string; amounts: Record<string, number> },
): Promise<void> {
  const rows = Object.entries(amounts).map(([model, number]) => ({ userId, model, number }));
  if (rows.length === 0) return;
  await db
    .insert(quotas)
    .values(rows)
    .onConflictDoUpdate({
      target: [quotas.userId, quotas.model],
      set: { number: sql`${quotas.number} + excluded.number`, updatedAt: sql`now()` },
    });
}
