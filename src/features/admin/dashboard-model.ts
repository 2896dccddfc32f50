/** Shapes the dashboard answer for charts: every day of the range (no gaps), one series per function. */
import type { TDashboard } from '@common/api/admin';

const DAY_MS = 86_400_000;

/** Every calendar day from `from` to `to` inclusive (YYYY-MM-DD), at most 366. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = start; t <= end && out.length < 366; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export type TDaySeries = { days: string[]; series: { model: string; data: number[] }[] };

/** Tasks per day per function over the whole range; days without use are 0 (a gap is not a missing value). */
export function dailySeries(d: Pick<TDashboard, 'from' | 'to' | 'by_day'>): TDaySeries {
  const days = daysBetween(d.from, d.to);
  const index = new Map(days.map((day, i) => [day, i]));
  const byModel = new Map<string, number[]>();
  for (const row of d.by_day) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    const data = byModel.get(row.model) ?? byModel.set(row.model, days.map(() => 0)).get(row.model)!;
    data[i] = (data[i] ?? 0) + row.tasks;
  }
  return { days, series: [...byModel].sort(([a], [b]) => a.localeCompare(b)).map(([model, data]) => ({ model, data })) };
}

/** 'YYYY-MM-DD#YYYY-MM-DD' for the last n days ending today in China. */
export function lastDaysRange(n: number, now = new Date()): string {
  const today = new Date(now.getTime() + 8 * 3_600_000);
  const from = new Date(today.getTime() - (n - 1) * DAY_MS);
  return `${from.toISOString().slice(0, 10)}#${today.toISOString().slice(0, 10)}`;
}
