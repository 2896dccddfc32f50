/**
 * When the data on screen was last synced, the way spec §3 dates chat history: '今天 14:32', '昨天 09:05',
 * month-day this year ('11-03 14:32'), the full date for earlier years ('2025-11-03').
 */
const pad = (n: number) => String(n).padStart(2, '0');

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

export function formatSyncedAt(at: number, now: Date = new Date()): string {
  const d = new Date(at);
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const dayMs = 24 * 60 * 60 * 1000;
  const today = startOfDay(now);
  const day = startOfDay(d);
  if (day === today) return `今天 ${time}`;
  // Calendar days, not 24-hour spans (DST-free here, but midnight boundaries matter).
  if (day === startOfDay(new Date(today - dayMs / 2))) return `昨天 ${time}`;
  if (d.getFullYear() === now.getFullYear()) return `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${time}`;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
