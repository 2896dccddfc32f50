import { describe, it, expect } from 'vitest';
import { formatSyncedAt } from './synced-label';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();

describe('formatSyncedAt (spec §3: 今天 / 昨天 / month-day / full date)', () => {
  const now = new Date(2026, 10, 22, 9, 30);

  it('says 今天 with the time for a sync earlier today, even just after midnight', () => {
    expect(formatSyncedAt(at(2026, 11, 22, 8, 5), now)).toBe('今天 08:05');
    expect(formatSyncedAt(at(2026, 11, 22, 0, 1), now)).toBe('今天 00:01');
  });

  it('says 昨天 for the previous calendar day, not for 24 hours ago', () => {
    expect(formatSyncedAt(at(2026, 11, 21, 23, 59), now)).toBe('昨天 23:59');
    expect(formatSyncedAt(at(2026, 11, 21, 0, 0), now)).toBe('昨天 00:00');
    expect(formatSyncedAt(at(2026, 11, 20, 23, 59), now)).toBe('11-20 23:59');
  });

  it('gives month-day this year and the full date for earlier years', () => {
    expect(formatSyncedAt(at(2026, 1, 3, 14, 0), now)).toBe('01-03 14:00');
    expect(formatSyncedAt(at(2025, 12, 31, 14, 0), now)).toBe('2025-12-31');
  });

  it('handles 昨天 across a year boundary', () => {
    expect(formatSyncedAt(at(2025, 12, 31, 18, 0), new Date(2026, 0, 1, 8, 0))).toBe('昨天 18:00');
  });
});
