/**
 * Crafted .xlsx bombs (issue 15 item 1): a real workbook made by exceljs with one part replaced by XML that is
 * deflated piece by piece (never held inflated). Used by the parser-bomb test; not used by the app.
 */
import ExcelJS from 'exceljs';
import { deflatedEntry, repeat } from '../../review/docx/bombs';
import { inflateEntry, readCentralDirectory, writeZip, type ZipOutEntry } from '../../review/docx/zip';

/** A small ordinary workbook: header row and `rows` term rows. */
export async function ordinaryWorkbook(header: string[], rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** `base` with the part `name` replaced by the given XML pieces (optionally a lying declared size). */
export function replacePart(base: Uint8Array, name: string, pieces: Iterable<string>, declaredSize?: number): Uint8Array {
  const entries = readCentralDirectory(base, { maxEntries: 1000, maxInflatedBytes: 1 << 30 });
  const out: ZipOutEntry[] = entries
    .filter((e) => e.name !== name)
    .map((e) => ({ kind: 'data', name: e.name, data: inflateEntry(base, e, { left: 1 << 30 }), compress: true }));
  out.push(deflatedEntry(name, pieces, declaredSize));
  return writeZip(out);
}

const SST_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

/** sharedStrings.xml of about `bytes` of ordinary strings. */
export async function sharedStringsBomb(bytes: number, declaredSize?: number): Promise<Uint8Array> {
  const base = await ordinaryWorkbook(['原文术语', '译文术语'], [['违约金', 'liquidated damages']]);
  const si = '<si><t>甲方应当于每月五日前向乙方支付上月货款</t></si>';
  return replacePart(base, 'xl/sharedStrings.xml', [SST_HEAD, ...repeat(si, Math.ceil(bytes / si.length)), '</sst>'], declaredSize);
}

/** A sheet of `rows` rows of three numeric cells each (under the XML limit when rows are few enough). */
export async function rowsBomb(rows: number): Promise<Uint8Array> {
  const base = await ordinaryWorkbook(['原文术语', '译文术语'], [['违约金', 'liquidated damages']]);
  function* body(): Iterable<string> {
    yield SHEET_HEAD;
    const row = '<row><c t="n"><v>1</v></c><c t="n"><v>2</v></c><c t="n"><v>3</v></c></row>';
    yield* repeat(row, rows);
    yield '</sheetData></worksheet>';
  }
  return replacePart(base, 'xl/worksheets/sheet1.xml', body());
}

/** A sheet with one cell nested inside `depth` unknown elements. */
export async function xlsxNestingBomb(depth: number): Promise<Uint8Array> {
  const base = await ordinaryWorkbook(['原文术语', '译文术语'], [['违约金', 'liquidated damages']]);
  return replacePart(base, 'xl/worksheets/sheet1.xml', [SHEET_HEAD, ...repeat('<x>', depth), ...repeat('</x>', depth), '</sheetData></worksheet>']);
}

/** An ordinary workbook plus `count` tiny extra entries. */
export async function xlsxEntriesBomb(count: number): Promise<Uint8Array> {
  const base = await ordinaryWorkbook(['原文术语', '译文术语'], [['违约金', 'liquidated damages']]);
  const entries = readCentralDirectory(base, { maxEntries: 1000, maxInflatedBytes: 1 << 30 });
  const out: ZipOutEntry[] = entries.map((e) => ({ kind: 'data', name: e.name, data: inflateEntry(base, e, { left: 1 << 30 }), compress: true }));
  for (let i = 0; i < count; i++) out.push({ kind: 'data', name: `customXml/item${i}.bin`, data: new Uint8Array(1), compress: false });
  return writeZip(out);
}
