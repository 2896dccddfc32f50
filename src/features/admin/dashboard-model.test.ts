import { describe, expect, it } from 'vitest';
import { dailySeries, daysBetween, lastDaysRange } from './dashboard-model';

describe('dashboard model', () => {
  it('lists every day of a range across a month end, inclusive', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('fills days without use with 0 and keeps one series per function', () => {
    const s = dailySeries({
      from: '2026-11-01',
      to: '2026-11-03',
      by_day: [
        { day: '2026-11-01', model: 'research', tasks: 2 },
        { day: '2026-11-03', model: 'contract_review', tasks: 5 },
        { day: '2026-11-03', model: 'research', tasks: 1 },
        { day: '2026-10-31', model: 'research', tasks: 9 },
      ],
    });
    expect(s.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(s.series).toEqual([
      { model: 'contract_review', data: [0, 0, 5] },
      { model: 'research', data: [2, 0, 1] },
    ]);
  });

  it('the last 7 days end today in China even late in the UTC evening', () => {
    expect(lastDaysRange(7, new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-19#2026-11-25');
  });
});
