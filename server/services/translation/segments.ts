/**
 * A document as translation segments (issue 11): every non-empty paragraph of the .docx reader's model — body, table
 * cells, headers, footers, text boxes, notes — in reading order, or every non-empty line of a .txt. The paragraph
 * index ties a segment back to its place when the translation is written into the original file.
 */
import { AppError } from '../../lib/app-error';
import { Code, Messages } from '@common/codes';
import { DocxError, readDocx } from '../../review/docx/index';

export type TSourceSegment = { paragraphIndex: number; location: string; source: string };

/** Segments of a stored original; a damaged .docx is 20023. */
export function readSegments(kind: 'docx' | 'txt', bytes: Uint8Array): TSourceSegment[] {
  if (kind === 'txt') {
    return Buffer.from(bytes)
      .toString('utf8')
      .split('\n')
      .map((line, i) => ({ paragraphIndex: i, location: 'body', source: line.trim() }))
      .filter((s) => s.source.length > 0);
  }
  let paragraphs;
  try {
    paragraphs = readDocx(bytes).paragraphs;
  } catch (err) {
    if (err instanceof DocxError) throw new AppError(400, Code.FILE_PARSE_FAILED, Messages.fileParseFailed);
    throw err;
  }
  return paragraphs
    .map((p) => ({ paragraphIndex: p.index, location: p.location, source: p.text }))
    .filter((s) => s.source.trim().length > 0);
}

/** zh when Chinese characters outnumber Latin letters' words, else en. */
export function detectLang(text: string): 'zh' | 'en' {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const words = (text.match(/[A-Za-z]+/g) ?? []).length;
  return cjk >= words ? 'zh' : 'en';
}

/** True when a "translation" is still mostly in the source language (a model that echoed the source). */
export function looksUntranslated(translation: string, targetLang: 'zh' | 'en'): boolean {
  const cjk = (translation.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const latin = (translation.match(/[A-Za-z]/g) ?? []).length;
  if (cjk + latin === 0) return false;
  return targetLang === 'en' ? cjk > latin : cjk === 0 && latin > 0 && cjk / (cjk + latin) < 0.05;
}
