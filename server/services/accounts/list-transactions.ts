import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TTransaction } from '@common/api/accounts';
import type { DbOrTx } from '../../db/client';
import { quotaTransactions } from '../../db/schema/index';

/** One page of the caller's ledger rows, newest first, filtered by model and by China-date range. */
export async function listTransactions(
  db: DbOrTx,
  q: { userId: string; page: number; pageSize: number; model?: string; from?: string; to?: string },
): Promise<{ items: TTransaction[]; total_count: number; total_pages: number }> {
  const where: SQL[] = [eq(quotaTransactions.userId, q.userId)];
  if (q.model) where.push(eq(quotaTransactions.model, q.model));
  // Dates are China calendar days: [from 00:00+08, to+1 00:00+08).
  if (q.from) where.push(gte(quotaTransactions.at, new Date(`${q.from}T00:00:00+08:00`)));
  if (q.to) where.push(lt(quotaTransactions.at, new Date(new Date(`${q.to}T00:00:00+08:00`).getTime() + 86_400_000)));
  const cond = and(...where);
  const [total] = await db.select({ n: count() }).from(quotaTransactions).where(cond);
  const rows = await db
    .select()
    .from(quotaTransactions)
    .where(cond)
    .orderBy(desc(quotaTransactions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const n = total?.n ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      model: r.model,
      change: r.change,
      balance_after: r.balanceAfter,
      reason: r.reason,
      task_id: r.taskId,
    })),
    total_count: n,
    total_pages: Math.ceil(n / q.pageSize),
  };
}
