/**
 * Dirty text layers (issue 9; seen in older official PDFs): some PDFs draw punctuation as images (公司法: the text has
 * no ，。 at all) or map it to wrong characters (合同法: ，-> #, 。-> $, spaces between glyphs). Their text would
 * give quotes a lawyer cannot trust, so such a page is OCRed instead. The test is statistical, on one page.
 */
const CJK = /[\u4e00-\u9fff]/g;
const CJK_PUNCT = /[，。、；：？！“”‘’（）《》【】]/g;
/**
 * An ASCII symbol squeezed between two Chinese characters: how a wrong punctuation mapping shows. Brackets, commas,
 * colons, slashes and plus signs are left out: （一）with ASCII parentheses and 专利/申请号 in a table are ordinary.
 */
const ASCII_BETWEEN_CJK = /[\u4e00-\u9fff][!"#$%&'*@\\^_`{|}~][\u4e00-\u9fff]/g;
/** Two Chinese characters separated by one space: glyphs placed one by one. */
const SPACED_CJK = /[\u4e00-\u9fff] [\u4e00-\u9fff]/g;

export type TPageQuality = { cjk: number; punctuation: number; asciiBetween: number; spaced: number; dirty: boolean };

/** Below this many Chinese characters a page is a title or a table of contents: too little to judge. */
const MIN_CJK = 120;

/** Judges one page's text layer; `dirty` = OCR it instead. */
export function judgePageText(text: string): TPageQuality {
  const cjk = text.match(CJK)?.length ?? 0;
  const punctuation = text.match(CJK_PUNCT)?.length ?? 0;
  const asciiBetween = text.match(ASCII_BETWEEN_CJK)?.length ?? 0;
  const spaced = text.match(SPACED_CJK)?.length ?? 0;
  if (cjk < MIN_CJK) return { cjk, punctuation, asciiBetween, spaced, dirty: false };
  // Running Chinese prose has a punctuation mark every 10–20 characters; under 1 in 100 means they were lost. Tables
  // of contents and heading lists have none either: only lines of prose length count.
  // Tables of figures have no punctuation either: pages heavy with digits are left alone.
  const lines = text.split('\n').filter((l) => l.trim() !== '').length || 1;
  const digits = text.match(/\d/g)?.length ?? 0;
  const noPunctuation = punctuation / cjk < 0.01 && cjk / lines >= 15 && digits / cjk < 0.05;
  const wrongMapping = asciiBetween / cjk > 0.01;
  const spacedGlyphs = spaced / cjk > 0.2;
  return { cjk, punctuation, asciiBetween, spaced, dirty: noPunctuation || wrongMapping || spacedGlyphs };
}
