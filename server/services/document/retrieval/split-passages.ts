/**
 * Passages of a file's text for retrieval and quoting (issue 9): a passage starts at every 第X条, chapter/section
 * heading and enumerated heading (一、 / （一）), and a table row (a line with column gaps) stays one passage of its
 * own, so a quote never cuts an article in two or glues two rows together. Short lines are merged up to a size;
 * long articles are split at sentence ends. Offsets are into the file's text; a passage's text is
 * text.slice(start, end) exactly (leading and trailing whitespace outside the span).
 */
import { pageAt } from '../extract/assemble-text';

export type TPassage = { id: string; fileId: string; start: number; end: number; page: number; text: string; label: string };

const CN_NUM = '[一二三四五六七八九十百千零〇两\\d]+';
const ARTICLE = new RegExp(`^第${CN_NUM}条`);
const HEADING = new RegExp(`^(第${CN_NUM}[编分章节]|[一二三四五六七八九十]+、|（[一二三四五六七八九十]+）|\\d+(\\.\\d+)*[、.．]\\s*\\S|[一二三四五六七八九十]+是)`);
/** Two or more cells separated by wide gaps or tabs: a table row. */
const TABLE_ROW = /\S(\t| {2,}|\u3000{2,})\S.*\S(\t| {2,}|\u3000{2,})\S/;

const TARGET = 320;
const MAX = 600;

type TLine = { start: number; end: number; text: string };

function linesOf(text: string): TLine[] {
  const out: TLine[] = [];
  let pos = 0;
  for (const raw of text.split('\n')) {
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) out.push({ start: pos + lead, end: pos + lead + trimmed.length, text: trimmed });
    pos += raw.length + 1;
  }
  return out;
}

/** Splits a too-long span at sentence ends (。；！？) into pieces of at most MAX characters. */
function splitLong(text: string, start: number, end: number): [number, number][] {
  const out: [number, number][] = [];
  let s = start;
  while (end - s > MAX) {
    let cut = -1;
    for (let i = s + TARGET; i < s + MAX; i++) {
      if ('。；！？;'.includes(text[i]!)) {
        cut = i + 1;
        break;
      }
    }
    if (cut < 0) cut = s + MAX;
    out.push([s, cut]);
    s = cut;
    while (s < end && /\s/.test(text[s]!)) s++;
  }
  if (s < end) out.push([s, end]);
  return out;
}

/** The label a lawyer recognizes a passage by: its article number or heading (first 20 characters). */
function labelOf(first: string): string {
  const article = ARTICLE.exec(first);
  if (article) return article[0];
  return HEADING.test(first) ? first.slice(0, 20) : '';
}

/** Splits one file's text into passages (ids P1, P2 … unique within the file; prefix per file added by callers). */
export function splitPassages(fileId: string, text: string, pages: readonly { page: number; start: number }[]): TPassage[] {
  const groups: [number, number, string][] = [];
  let cur: { start: number; end: number; label: string } | null = null;
  const flush = () => {
    if (cur) groups.push([cur.start, cur.end, cur.label]);
    cur = null;
  };
  for (const line of linesOf(text)) {
    const boundary = ARTICLE.test(line.text) || HEADING.test(line.text);
    const row = TABLE_ROW.test(line.text);
    if (row) {
      flush();
      groups.push([line.start, line.end, '']);
      continue;
    }
    if (boundary || !cur || cur.end - cur.start >= TARGET) {
      // A heading line alone is too short to answer anything: it opens the next passage instead.
      flush();
      cur = { start: line.start, end: line.end, label: labelOf(line.text) };
    } else {
      cur.end = line.end;
    }
  }
  flush();
  const out: TPassage[] = [];
  for (const [start, end, label] of groups) {
    for (const [s, e] of splitLong(text, start, end)) {
      out.push({ id: `P${out.length + 1}`, fileId, start: s, end: e, page: pageAt(pages, s), text: text.slice(s, e), label });
    }
  }
  return out;
}
