/**
 * The LPR is data an operator updates (decision 194): the row in force on a date is used, the table is checked when
 * it loads, and the money checks' cap and message follow the table rather than a number in code.
 */
import { describe, expect, it } from 'vitest';
import { LPR_TABLE, lprCapPercent, lprOn, validateLprTable } from './lpr';
import { LOAN_CHECKS } from './checks/loan';
import { FAMILY_CHECKS } from './checks/families';

describe('LPR table', () => {
  it('names its source and has dated rows in ascending order', () => {
    expect(LPR_TABLE.source).toMatch(/全国银行间同业拆借中心/);
    expect(LPR_TABLE.rows.length).toBeGreaterThan(3);
  });

  it('uses the row published on or before the date', () => {
    expect(lprOn('2024-10-20').one_year).toBe(3.35);
    expect(lprOn('2024-10-21').one_year).toBe(3.1);
    expect(lprOn('2025-06-01').one_year).toBe(3.0);
    expect(lprCapPercent('2021-01-01')).toBe(15.4);
  });

  it('refuses a table a typo would break (descending dates, a rate given as a fraction of 1 or as 385)', () => {
    const source = 'test';
    expect(() => validateLprTable({ source, rows: [{ from: '2025-05-20', one_year: 3, five_year: 3.5 }, { from: '2024-10-21', one_year: 3.1, five_year: 3.6 }] })).toThrow(/ascending/);
    expect(() => validateLprTable({ source, rows: [{ from: '2025-5-20', one_year: 3, five_year: 3.5 }] })).toThrow(/YYYY-MM-DD/);
    expect(() => validateLprTable({ source, rows: [{ from: '2025-05-20', one_year: 385, five_year: 3.5 }] })).toThrow(/percents/);
    expect(() => validateLprTable({ source: '', rows: [] })).toThrow(/source/);
  });

  it('gives the loan cap and the money-rate family their cap from the table, and the message says which LPR', () => {
    const cap = lprCapPercent();
    const loan = LOAN_CHECKS.find((c) => c.id === 'loan.interest.over-cap')!;
    const money = FAMILY_CHECKS.find((c) => c.id === 'general.family.money-rate')!;
    expect(loan.detector.kind === 'named' && loan.detector.params.capPercent).toBe(cap);
    expect(money.detector.kind === 'named' && money.detector.params.capPercent).toBe(cap);
    const row = lprOn();
    expect(loan.explanation).toContain(`按${row.from}公布的一年期LPR ${row.one_year}%计算`);
    expect(money.explanation).toContain(`按${row.from}公布的一年期LPR ${row.one_year}%计算`);
  });
});
