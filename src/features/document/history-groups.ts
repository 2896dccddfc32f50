/**
 * Chat history timestamps (spec §3): '今天', '昨天', month-day for this year, full date for earlier years. Used to
 * group the file Q&A history.
 */
function dayStart(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** The group label of a timestamp relative to `now`. */
export function historyLabel(at: Date, now: Date = new Date()): string {
  const days = Math.round((dayStart(now) - dayStart(at)) / 86_400_000);
  if (days <= 0) return '今天';
  if (days === 1) return '昨天';
  if (at.getFullYear() === now.getFullYear()) return `${at.getMonth() + 1}月${at.getDate()}日`;
  return `${at.getFullYear()}年${at.getMonth() + 1}月${at.getDate()}日`;
}

/** Items grouped by label, in the order they come (newest first from the server). */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => Date, now: Date = new Date()): { label: string; items: T[] }[] {
  const groups: { label: string; items: T[] }[] = [];
  for (const item of items) {
    const label = historyLabel(dateOf(item), now);
    const last = groups.at(-1);
    if (last?.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}
