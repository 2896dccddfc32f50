import { and, countDistinct, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotaTransactions, users } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

export type TTenantStats = {
  by_model: { model: string; tasks: number; users: number }[];
  by_day: { day: string; model: string; tasks: number }[];
  by_member: { user_id: string; name: string; phone: string | null; tasks: number }[];
};

/** Usage of the actor's tenant from the ledger (net charges: refunds cancel their charge), by model/day/member. */
export async function tenantStats(db: Db, { actor, from, to }: { actor: TActor; from?: string; to?: string }): Promise<TTenantStats> {
  const where: SQL[] = [eq(users.tenantId, actor.tenantId), sql`${quotaTransactions.reason} in ('consume','refund')`];
  if (from) where.push(gte(quotaTransactions.at, new Date(`${from}T00:00:00+08:00`)));
  if (to) where.push(lt(quotaTransactions.at, new Date(new Date(`${to}T00:00:00+08:00`).getTime() + 86_400_000)));
  const cond = and(...where);
  const tasks = sql<number>`cast(-sum(${quotaTransactions.change}) as int)`;
  const byModel = await db
    .select({ model: quotaTransactions.model, tasks, users: countDistinct(quotaTransactions.userId) })
    .from(quotaTransactions).innerJoin(users, eq(users.id, quotaTransactions.userId)).where(cond)
    .groupBy(quotaTransactions.model).orderBy(quotaTransactions.model);
  const day = sql<string>`to_char(${quotaTransactions.at} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ day, model: quotaTransactions.model, tasks })
    .from(quotaTransactions).innerJoin(users, eq(users.id, quotaTransactions.userId)).where(cond)
    .groupBy(day, quotaTransactions.model).orderBy(day);
  const byMember = await db
    .select({ user_id: users.id, name: users.username, phone: users.phone, tasks })
    .from(quotaTransactions).innerJoin(users, eq(users.id, quotaTransactions.userId)).where(cond)
    .groupBy(users.id, users.username, users.phone).orderBy(desc(tasks)).limit(50);
  return {
    by_model: byModel.map((r) => ({ model: r.model, tasks: Number(r.tasks), users: Number(r.users) })),
    by_day: byDay.map((r) => ({ day: r.day, model: r.model, tasks: Number(r.tasks) })),
    by_member: byMember.map((r) => ({ ...r, tasks: Number(r.tasks) })),
  };
}
