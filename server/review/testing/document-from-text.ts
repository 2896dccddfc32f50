/**
 * Builds a ReviewDocument from plain text for tests and tools: one paragraph per line.
 *
 * A leading clause label (第一条, 第一章, 一、, （一）, 1., 1、, 1.1, (1)) is detected and, by default, moved into
 * `label` as if Word had rendered it from automatic numbering, so that rules are exercised against the same shape
 * the .docx reader produces. With `keepLabels` the label stays in the text (a contract typed by hand) and only the
 * clause `level` is set. Lines starting with `|` are table rows (`| a | b |`), each cell one paragraph with `cell`.
 */
import type { ReviewDocument, ReviewParagraph } from '../model';
import { parseLabel, type LabelKind } from '../rules/clauses';

export interface FromTextOptions {
  /** Keep the label inside `text` (hand-typed numbering) instead of moving it to `label`. */
  keepLabels?: boolean;
}

/** Hierarchy of numbering styles, outermost first; levels are ranks among the kinds a document uses. */
const KIND_ORDER: LabelKind[] = ['part', 'chapter', 'article', 'cn', 'cnParen', 'num', 'dotted', 'paren'];

/** Plain text -> ReviewDocument, one paragraph per line (blank lines are kept as empty paragraphs). */
export function documentFromText(text: string, options: FromTextOptions = {}): ReviewDocument {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kindsUsed = new Set<LabelKind>();
  const parsed = lines.map((line) => {
    if (line.trimStart().startsWith('|')) return null;
    const p = parseLabel(line);
    if (p) kindsUsed.add(p.kind);
    return p;
  });
  const rank = new Map<LabelKind, number>();
  KIND_ORDER.filter((k) => kindsUsed.has(k)).forEach((k, i) => rank.set(k, i + 1));

  const paragraphs: ReviewParagraph[] = [];
  let table = -1;
  let row = 0;
  let inTable = false;
  lines.forEach((line, i) => {
    if (line.trimStart().startsWith('|')) {
      if (!inTable) {
        table += 1;
        row = 0;
        inTable = true;
      } else row += 1;
      const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');
      cells.forEach((cellText, col) => {
        paragraphs.push({
          index: paragraphs.length,
          label: '',
          text: cellText.trim(),
          location: 'table',
          level: 0,
          cell: [table, row, col],
          part: 'word/document.xml',
          style: '',
        });
      });
      return;
    }
    inTable = false;
    const p = parsed[i];
    const level = p ? (rank.get(p.kind) ?? 0) : 0;
    let label = '';
    let body = line;
    if (p && !options.keepLabels) {
      label = p.label;
      body = line.slice(p.consumed);
    }
    paragraphs.push({
      index: paragraphs.length,
      label,
      text: body,
      location: 'body',
      level,
      cell: null,
      part: 'word/document.xml',
      style: '',
    });
  });
  const charCount = paragraphs.reduce((n, p) => n + p.text.replace(/\s/g, '').length, 0);
  return { paragraphs, charCount };
}
