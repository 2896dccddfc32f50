/**
 * Isolated-parser entry (server/lib/isolated-parse) for spreadsheet imports: the package check, then exceljs, in a
 * worker thread with a heap cap. Answers the first sheet's cell values (rows x columns asked for), plain data.
 */
import ExcelJS from 'exceljs';
import { serveParser } from '../isolated-parse/serve-parser';
import { checkXlsxPackage } from './check-xlsx-package';

export type TReadSheetRequest = { bytes: Uint8Array; maxRows: number; maxCols: number };
export type TReadSheetReply = { found: boolean; rowCount: number; rows: unknown[][] };

serveParser(async ({ bytes, maxRows, maxCols }: TReadSheetRequest): Promise<TReadSheetReply> => {
  checkXlsxPackage(bytes);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return { found: false, rowCount: 0, rows: [] };
  const rows: unknown[][] = [];
  const last = Math.min(sheet.rowCount, maxRows);
  for (let r = 1; r <= last; r++) {
    const row = sheet.getRow(r);
    const values: unknown[] = [];
    for (let c = 1; c <= maxCols; c++) values.push(row.getCell(c).value ?? null);
    rows.push(values);
  }
  return { found: true, rowCount: sheet.rowCount, rows };
});
