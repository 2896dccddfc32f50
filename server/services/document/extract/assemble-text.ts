/**
 * One text per file with page offsets (api.md: {text, pages: [{page, start, end}]}). Pages are joined with a blank
 * line so a passage never runs across a page break unnoticed; offsets are UTF-16 code units, like String.slice.
 */
export type TPageSpan = { page: number; start: number; end: number; source: 'text' | 'ocr' | 'none' };
export type TPageText = { page: number; text: string; source: 'text' | 'ocr' | 'none' };

const PAGE_SEPARATOR = '\n\n';

/** Trims each line's trailing blanks and drops runs of more than one empty line inside a page. */
export function tidyPageText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t\u3000]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Joins page texts into the file's text and the page spans into it. */
export function assembleText(pages: readonly TPageText[]): { text: string; pages: TPageSpan[] } {
  let text = '';
  const spans: TPageSpan[] = [];
  for (const p of pages) {
    if (text.length > 0) text += PAGE_SEPARATOR;
    const start = text.length;
    text += p.text;
    spans.push({ page: p.page, start, end: text.length, source: p.source });
  }
  return { text, pages: spans };
}

/** The page an offset falls on (the last page whose start is <= offset); 1 for an empty list. */
export function pageAt(pages: readonly Pick<TPageSpan, 'page' | 'start'>[], offset: number): number {
  let lo = 0;
  let hi = pages.length - 1;
  let found = pages[0]?.page ?? 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (pages[mid]!.start <= offset) {
      found = pages[mid]!.page;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
