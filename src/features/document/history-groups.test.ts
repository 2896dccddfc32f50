import { describe, expect, it } from 'vitest';
import { groupByDay, historyLabel } from './history-groups';

describe('history labels (spec §3)', () => {
  const now = new Date(2026, 10, 25, 10, 0);
  it('says 今天, 昨天, month-day this year and the full date before', () => {
    expect(historyLabel(new Date(2026, 10, 25, 0, 5), now)).toBe('今天');
    expect(historyLabel(new Date(2026, 10, 24, 23, 59), now)).toBe('昨天');
    expect(historyLabel(new Date(2026, 2, 3), now)).toBe('3月3日');
    expect(historyLabel(new Date(2025, 11, 31), now)).toBe('2025年12月31日');
  });
  it('groups consecutive items of one day', () => {
    const items = [new Date(2026, 10, 25, 9), new Date(2026, 10, 25, 8), new Date(2026, 10, 24), new Date(2026, 0, 2)];
    expect(groupByDay(items, (d) => d, now).map((g) => [g.label, g.items.length])).toEqual([
      ['今天', 2],
      ['昨天', 1],
      ['1月2日', 1],
    ]);
  });
});
