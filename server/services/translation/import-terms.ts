/**
 * Importing a term list .xlsx (issue 11): row-level errors (a file with any error saves nothing), duplicates (in the
 * file or already in the list) reported and skipped.
 */
import { eq, sql } from 'drizzle-orm';
import { TRANSLATION_LIMITS, TranslationMessages, type TImportTermsResult } from '@common/api/translation';
import type { Db } from '../../db/client';
import { termLists, terms } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { readFirstSheet, type TSheetView } from '../../lib/xlsx/read-first-sheet';
import { findEditableList } from './term-list-access';
import { cellText, TERM_HEADERS } from './term-sheet';
import { TranslationErrors } from './translation-errors';

const INSERT_CHUNK = 1000;

/** Imports an .xlsx into a list the actor may change; see the file comment. */
export async function importTerms(db: Db, actor: TActor, input: { listId: string; bytes: Buffer }): Promise<TImportTermsResult> {
  await findEditableList(db, actor, input.listId);
  // Read in an isolated thread under the spreadsheet limits (decision 187): a crafted file cannot take the API down.
  let sheet: TSheetView | null;
  try {
    sheet = await readFirstSheet(input.bytes, { maxRows: TRANSLATION_LIMITS.importRowsMax + 1, maxCols: 3 });
  } catch {
    throw TranslationErrors.importInvalid('文件无法读取，请上传由模板填写的 .xlsx 文件');
  }
  if (!sheet) throw TranslationErrors.importInvalid(TranslationMessages.importColumns);
  const header = [1, 2, 3].map((c) => cellText(sheet.getRow(1).getCell(c).value).trim());
  if (header[0] !== TERM_HEADERS[0] || header[1] !== TERM_HEADERS[1]) throw TranslationErrors.importInvalid(TranslationMessages.importColumns);
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
