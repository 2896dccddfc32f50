/**
 * The one-year LPR as data (issue 14, decision 194): a dated table with its source (lpr-table.json) that an operator
 * updates by appending a row when the rate changes — no code. The caps of the money checks (four times the one-year
 * LPR, 民间借贷司法解释) are computed from the row in force, and the finding names that rate and its date.
 */
import table from './lpr-table.json' with { type: 'json' };

export type TLprRow = { from: string; one_year: number; five_year: number };
export type TLprTable = { source: string; rows: readonly TLprRow[] };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Checks the table: dates ascending and well-formed, rates plausible. Throws with the row at fault. */
export function validateLprTable(t: TLprTable): TLprTable {
  if (!t.source || t.rows.length === 0) throw new Error('LPR table: source and at least one row are required');
  t.rows.forEach((row, i) => {
    if (!DATE.test(row.from) || Number.isNaN(Date.parse(row.from))) throw new Error(`LPR table row ${i + 1}: from must be YYYY-MM-DD`);
    if (!(row.one_year > 0 && row.one_year < 20) || !(row.five_year > 0 && row.five_year < 20)) throw new Error(`LPR table row ${i + 1}: rates must be percents between 0 and 20`);
    if (i > 0 && row.from <= t.rows[i - 1]!.from) throw new Error(`LPR table row ${i + 1}: dates must be ascending`);
  });
  return t;
}

export const LPR_TABLE: TLprTable = validateLprTable(table as TLprTable);

/** The row in force on `date` (YYYY-MM-DD; default today): the last one published on or before it. */
export function lprOn(date: string = new Date().toISOString().slice(0, 10), t: TLprTable = LPR_TABLE): TLprRow {
  const rows = t.rows.filter((r) => r.from <= date);
  return rows.at(-1) ?? t.rows[0]!;
}

/** Four times the one-year LPR in force on `date`, in percent a year (the protected ceiling of loan interest). */
export function lprCapPercent(date?: string, t: TLprTable = LPR_TABLE): number {
  return Number((lprOn(date, t).one_year * 4).toFixed(4));
}
