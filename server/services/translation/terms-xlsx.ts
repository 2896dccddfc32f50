/**
 * Term lists as .xlsx (issue 11): the downloadable template, import with row-level errors (a file with any error
 * saves nothing), duplicates (in the file or already in the list) reported and skipped, and export. exceljs reads
 * and writes (field-notes: the npm `xlsx` package has unfixed advisories for uploaded files).
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { TRANSLATION_LIMITS, TranslationMessages, type TImportTermsResult } from '@common/api/translation';
import type { Db } from '../../db/client';
import { termLists, terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findEditableList, findReadableList } from './term-list-access';
import { TranslationErrors } from './translation-errors';

const HEADERS = ['原文', '译文', '备注'] as const;
const INSERT_CHUNK = 1000;

function sheetWith(rows: (string | undefined)[][]): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('术语');
  sheet.columns = [
    { header: HEADERS[0], width: 28 },
    { header: HEADERS[1], width: 40 },
    { header: HEADERS[2], width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return book;
}

/** The template: the three columns and two example rows a lawyer overwrites. */
export async function termTemplate(): Promise<Buffer> {
  const book = sheetWith([
    ['不可抗力', 'force majeure', '示例：导入时请删除本行'],
    ['违约金', 'liquidated damages', ''],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Every term of a readable list as .xlsx, in the template's columns (so it can be imported again). */
export async function exportTerms(db: Db, actor: TActor, listId: string): Promise<{ name: string; bytes: Buffer }> {
  const list = await findReadableList(db, actor, listId);
  const rows = await db.select().from(terms).where(eq(terms.listId, listId)).orderBy(terms.source);
  const book = sheetWith(rows.map((t) => [t.source, t.target, t.note]));
  return { name: list.name, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value);
}

/** Imports an .xlsx into a list the actor may change; see the file comment. */
export async function importTerms(db: Db, actor: TActor, input: { listId: string; bytes: Buffer }): Promise<TImportTermsResult> {
  await findEditableList(db, actor, input.listId);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(input.bytes as unknown as ArrayBuffer);
  } catch {
    throw TranslationErrors.importInvalid('文件无法读取，请上传由模板填写的 .xlsx 文件');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw TranslationErrors.importInvalid(TranslationMessages.importColumns);
  const header = [1, 2, 3].map((c) => cellText(sheet.getRow(1).getCell(c).value).trim());
  if (header[0] !== HEADERS[0] || header[1] !== HEADERS[1]) throw TranslationErrors.importInvalid(TranslationMessages.importColumns);
  if (sheet.rowCount - 1 > TRANSLATION_LIMITS.importRowsMax) {
    throw TranslationErrors.importInvalid(`一次最多导入${TRANSLATION_LIMITS.importRowsMax}条术语，请拆分文件`);
  }

  const errors: TImportTermsResult['errors'] = [];
  const duplicates: TImportTermsResult['duplicates'] = [];
  const seen = new Set<string>();
  const valid: { row: number; source: string; target: string; note: string }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const [source, target, note] = [1, 2, 3].map((c) => cellText(row.getCell(c).value).trim());
    if (!source && !target && !note) return;
    if (!source) return void errors.push({ row: rowNumber, message: TranslationMessages.termSourceEmpty });
    if (!target) return void errors.push({ row: rowNumber, message: TranslationMessages.termTargetEmpty });
    if (source.length > TRANSLATION_LIMITS.termSourceMax) return void errors.push({ row: rowNumber, message: `原文术语不能超过${TRANSLATION_LIMITS.termSourceMax}个字` });
    if (target.length > TRANSLATION_LIMITS.termTargetMax) return void errors.push({ row: rowNumber, message: `译文术语不能超过${TRANSLATION_LIMITS.termTargetMax}个字` });
    if ((note ?? '').length > TRANSLATION_LIMITS.termNoteMax) return void errors.push({ row: rowNumber, message: `备注不能超过${TRANSLATION_LIMITS.termNoteMax}个字` });
    const key = source!.toLowerCase();
    if (seen.has(key)) return void duplicates.push({ row: rowNumber, source: source! });
    seen.add(key);
    valid.push({ row: rowNumber, source: source!, target: target!, note: note ?? '' });
  });
  if (errors.length > 0) return { imported: 0, duplicates, errors };

  let imported = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
      const chunk = valid.slice(i, i + INSERT_CHUNK);
      const inserted = await tx
        .insert(terms)
        .values(chunk.map((t) => ({ listId: input.listId, source: t.source, target: t.target, note: t.note })))
        .onConflictDoNothing()
        .returning({ source: terms.source });
      imported += inserted.length;
      const got = new Set(inserted.map((r) => r.source.toLowerCase()));
      for (const t of chunk) if (!got.has(t.source.toLowerCase())) duplicates.push({ row: t.row, source: t.source });
    }
    await tx.update(termLists).set({ updatedAt: sql`now()` }).where(eq(termLists.id, input.listId));
  });
  duplicates.sort((a, b) => a.row - b.row);
  return { imported, duplicates, errors };
}
