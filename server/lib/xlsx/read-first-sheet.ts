/**
 * Uploaded spreadsheets read where a bomb cannot take the API down (issue 15 item 1, decision 187): the package
 * limits (check-xlsx-package.ts) and exceljs run in an isolated thread (heap 128 MB, 30 s); the caller gets the first
 * sheet's values through a small view with the parts of exceljs's Worksheet that imports use (rowCount,
 * getRow(r).getCell(c).value, eachRow). Any refusal or failure rejects with XlsxReadError: callers answer their
 * "file cannot be read" message.
 */
import type { CellValue } from 'exceljs';
import { createIsolatedParser, IsolatedParseError, type TIsolatedParser } from '../isolated-parse/index';
import type { TReadSheetReply, TReadSheetRequest } from './read-first-sheet-worker';

export const READ_XLSX_HEAP_MB = 128;
export const READ_XLSX_TIMEOUT_MS = 30_000;

export class XlsxReadError extends Error {
  constructor(
    readonly reason: string,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'XlsxReadError';
  }
}

export type TSheetView = {
  /** exceljs's rowCount: the last row number, empty rows included. */
  rowCount: number;
  getRow(r: number): { getCell(c: number): { value: CellValue } };
  /** Rows with at least one value, in order (exceljs's eachRow with includeEmpty false). */
  eachRow(options: { includeEmpty: false }, fn: (row: { getCell(c: number): { value: CellValue } }, rowNumber: number) => void): void;
};

let parser: TIsolatedParser<TReadSheetRequest, TReadSheetReply> | null = null;

function viewOf(reply: TReadSheetReply): TSheetView {
  const rowAt = (r: number) => {
    const values = reply.rows[r - 1] ?? [];
    return { getCell: (c: number) => ({ value: (values[c - 1] ?? null) as CellValue }) };
  };
  return {
    rowCount: reply.rowCount,
    getRow: rowAt,
    eachRow: (_options, fn) => {
      reply.rows.forEach((values, i) => {
        if (values.some((v) => v !== null && v !== undefined && v !== '')) fn(rowAt(i + 1), i + 1);
      });
    },
  };
}

/** The first sheet (up to maxRows rows and maxCols columns), or null when the workbook has no sheet. */
export async function readFirstSheet(bytes: Uint8Array, { maxRows, maxCols }: { maxRows: number; maxCols: number }): Promise<TSheetView | null> {
  parser ??= createIsolatedParser<TReadSheetRequest, TReadSheetReply>({
    entry: new URL(`./read-first-sheet-worker${import.meta.url.endsWith('.js') ? '.js' : '.ts'}`, import.meta.url),
    heapMb: READ_XLSX_HEAP_MB,
    timeoutMs: READ_XLSX_TIMEOUT_MS,
  });
  let reply: TReadSheetReply;
  try {
    reply = await parser.run({ bytes, maxRows, maxCols });
  } catch (err) {
    if (err instanceof IsolatedParseError) throw new XlsxReadError(err.thrown?.reason ?? err.failure, err.message);
    throw err;
  }
  return reply.found ? viewOf(reply) : null;
}

/** Ends the reading thread (tests, shutdown); the next call starts a new one. */
export async function closeXlsxReader(): Promise<void> {
  const p = parser;
  parser = null;
  await p?.close();
}
