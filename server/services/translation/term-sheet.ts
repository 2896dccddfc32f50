/** The .xlsx shape of a term list (issue 11), shared by the template, export and import: exceljs reads and writes
 * (field-notes: the npm `xlsx` package has unfixed advisories for uploaded files). */
import type ExcelJS from 'exceljs';

/** The template's header row; an import reads the first two columns by these names. */
export const TERM_HEADERS = ['原文', '译文', '备注'] as const;

/** A workbook in the template's three columns (原文, 译文, 备注) holding the rows (exceljs loaded on first use, decision 226). */
export async function termSheet(rows: (string | undefined)[][]): Promise<ExcelJS.Workbook> {
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  const sheet = book.addWorksheet('术语');
  sheet.columns = [
    { header: TERM_HEADERS[0], width: 28 },
    { header: TERM_HEADERS[1], width: 40 },
    { header: TERM_HEADERS[2], width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return book;
}

/** A cell's text as a lawyer sees it (rich text, hyperlinks, formulas' results, dates as YYYY-MM-DD). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value);
}
