import { and, count, countDistinct, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TDashboard } from '@common/api/admin';
import type { Db } from '../../db/client';
import { operationEvents } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { tenantStats } from '../accounts/tenant-stats';

const DAY_MS = 86_400_000;
/** The range shown when none is asked for: the last 30 days, today included. */
export const DEFAULT_DASHBOARD_DAYS = 30;

function shanghaiDay(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * /dataDashboard: the tenant's usage from the ledger (by model, by day, by member; refunds cancel their charge) and
 * its operation / data / point events (by kind and name, with distinct anonymous visitors) over one date range.
 */
export async function dashboardStats(
  db: Db,
  { actor, from, to, now = new Date() }: { actor: TActor; from?: string; to?: string; now?: Date },
): Promise<TDashboard> {
  const end = to ?? shanghaiDay(now);
  const start = from ?? shanghaiDay(new Date(new Date(`${end}T00:00:00+08:00`).getTime() - (DEFAULT_DASHBOARD_DAYS - 1) * DAY_MS));
  const usage = await tenantStats(db, { actor, from: start, to: end });
  const where: SQL[] = [
    eq(operationEvents.tenantId, actor.tenantId),
    gte(operationEvents.at, new Date(`${start}T00:00:00+08:00`)),
    lt(operationEvents.at, new Date(new Date(`${end}T00:00:00+08:00`).getTime() + DAY_MS)),
  ];
  const cond = and(...where);
  const [totals] = await db.select({ total: count(), visitors: countDistinct(operationEvents.visitorId) }).from(operationEvents).where(cond);
  const byKind = await db
    .select({ kind: operationEvents.kind, count: count() })
    .from(operationEvents)
    .where(cond)
    .groupBy(operationEvents.kind)
    .orderBy(operationEvents.kind);
  const byName = await db
    .select({ kind: operationEvents.kind, name: operationEvents.name, count: count(), visitors: countDistinct(operationEvents.visitorId) })
    .from(operationEvents)
    .where(cond)
    .groupBy(operationEvents.kind, operationEvents.name)
    .orderBy(desc(count()), operationEvents.name)
    .limit(30);
  return {
    from: start,
    to: end,
    ...usage,
    events: {
      total: Number(totals?.total ?? 0),
      visitors: Number(totals?.visitors ?? 0),
      by_kind: byKind.map((r) => ({ kind: r.kind, count: Number(r.count) })),
      by_name: byName.map((r) => ({ kind: r.kind, name: r.name, count: Number(r.count), visitors: Number(r.visitors) })),
    },
  };
}
