/**
 * The shape of a Word paragraph for translation (issue 11, decision 200): which spans of its text carry a formatting
 * other than the paragraph's main one (bold, italic, underline, colour, highlight, superscript, a character style),
 * and which runs must be kept as they are (fields such as PAGE, drawings, note references, anything that is not plain
 * text). Spans are numbered F1.., kept blocks X1.. in reading order; the same file always gives the same numbers, so
 * the markers a model kept in its answer can be mapped back onto runs when the translated file is written.
 */
import type { ParagraphLayout, RunLayout } from '../../review/docx/read-docx';

/** A span of the paragraph text in a formatting of its own: [start, end) offsets in the text, and its F number. */
export type TFormatSpan = { id: number; start: number; end: number };
/** Runs kept verbatim (a field with its result, a drawing, a note reference): their text and their X number. */
export type TKeptBlock = { id: number; start: number; end: number; text: string };

/** What a translation needs to know of a paragraph: its marked spans and kept blocks (both may be empty). */
export type TSegmentShape = { spans: TFormatSpan[]; kept: TKeptBlock[] };

/** One piece of a paragraph in reading order, as the writer needs it. */
export type TShapePiece =
  | { kind: 'text'; runs: RunLayout[]; start: number; end: number; key: string; span: number | null }
  | { kind: 'kept'; runs: RunLayout[]; start: number; end: number; id: number };

export type TParagraphShape = TSegmentShape & {
  pieces: TShapePiece[];
  /** The rPr of the paragraph's main formatting (the one covering most characters), for unmarked text. */
  baseRun: RunLayout | null;
  /** rPr source run per F number. */
  spanRuns: Map<number, RunLayout>;
  /** Every run is a direct child of the paragraph: the runs can be rewritten in a new order. */
  rewritable: boolean;
};

const FLAG = (on: string | undefined) => on === undefined || !/^(0|false|off|none)$/i.test(on);

/** The formatting of a run that a reader sees, as a comparable key ('' = plain). Fonts and sizes are left out. */
export function formatKey(rPr: string): string {
  if (!rPr) return '';
  const keys: string[] = [];
  const re = /<[\w.-]+:(b|i|u|strike|dstrike|caps|smallCaps|vertAlign|color|highlight|shd|rStyle|em)\b([^>]*)\/?>/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(rPr))) {
    const name = m[1]!;
    const val = /\s[\w.-]+:val\s*=\s*"([^"]*)"/.exec(m[2]!)?.[1];
    if (name === 'shd') {
      const fill = /\s[\w.-]+:fill\s*=\s*"([^"]*)"/.exec(m[2]!)?.[1];
      if (fill && !/^(auto|FFFFFF)$/i.test(fill)) keys.push(`shd=${fill.toUpperCase()}`);
    } else if (name === 'color' || name === 'highlight' || name === 'vertAlign' || name === 'u' || name === 'rStyle' || name === 'em') {
      if (val && !/^(auto|000000|none|baseline)$/i.test(val)) keys.push(`${name}=${val}`);
    } else if (FLAG(val)) keys.push(name);
  }
  return [...new Set(keys)].sort().join(';');
}

function rPrOf(xml: string, run: RunLayout): string {
  return run.rPrStart >= 0 ? xml.slice(run.rPrStart, run.rPrEnd) : '';
}

function visibleRange(run: RunLayout): { start: number; end: number } | null {
  let start = Infinity;
  let end = -1;
  for (const c of run.children) {
    if (c.vLen <= 0) continue;
    start = Math.min(start, c.vStart);
    end = Math.max(end, c.vStart + c.vLen);
  }
  return end < 0 ? null : { start, end };
}

/** Offset where a run begins in the paragraph text (a run without text: where the next text would start). */
function runOffset(run: RunLayout, fallback: number): number {
  return visibleRange(run)?.start ?? fallback;
}

/** The shape of one paragraph of a part's XML (see the file comment). */
export function paragraphShape(xml: string, p: ParagraphLayout): TParagraphShape {
  const pieces: TShapePiece[] = [];
  // Complex fields: the code (begin … separate) is kept, the result (separate … end) is text the translation may
  // change (a HYPERLINK's words), so the end is a kept block of its own. One entry per open field.
  const fields: ('code' | 'result')[] = [];
  let rewritable = true;
  let cursor = 0;
  for (const run of p.runs) {
    if (run.parentStart !== p.start || run.inInsertion) rewritable = false;
    const range = visibleRange(run);
    const start = runOffset(run, cursor);
    const end = range ? range.end : start;
    cursor = end;
    let keep = fields.includes('code');
    for (const c of run.children) {
      if (c.kind === 'other') {
        const tag = xml.slice(c.start, Math.min(c.end, c.start + 200));
        const fld = /^<[\w.-]+:fldChar\b[^>]*:fldCharType\s*=\s*"(\w+)"/.exec(tag)?.[1];
        if (fld === 'begin') fields.push('code');
        else if (fld === 'separate' && fields.length) fields[fields.length - 1] = 'result';
        else if (fld === 'end') fields.pop();
        if (!c.safe || fld) keep = true;
      }
    }
    if (run.selfClosing && !range) continue;
    const last = pieces[pieces.length - 1];
    if (keep) {
      if (last && last.kind === 'kept') {
        last.runs.push(run);
        last.end = Math.max(last.end, end);
      } else pieces.push({ kind: 'kept', runs: [run], start, end, id: 0 });
      continue;
    }
    if (!range) continue; // an empty run (rPr only, a rendered page break): dropped when the runs are rewritten
    const key = formatKey(rPrOf(xml, run));
    if (last && last.kind === 'text' && last.key === key) {
      last.runs.push(run);
      last.end = end;
    } else pieces.push({ kind: 'text', runs: [run], start, end, key, span: null });
  }

  // The main formatting: the key covering most characters; every other text piece is a marked span.
  const weight = new Map<string, number>();
  for (const pc of pieces) if (pc.kind === 'text') weight.set(pc.key, (weight.get(pc.key) ?? 0) + (pc.end - pc.start));
  let baseKey = '';
  let best = -1;
  for (const [k, w] of weight) if (w > best) [baseKey, best] = [k, w];
  const spans: TFormatSpan[] = [];
  const kept: TKeptBlock[] = [];
  const spanRuns = new Map<number, RunLayout>();
  let baseRun: RunLayout | null = null;
  for (const pc of pieces) {
    if (pc.kind === 'kept') {
      pc.id = kept.length + 1;
      kept.push({ id: pc.id, start: pc.start, end: pc.end, text: p.text.slice(pc.start, pc.end) });
    } else if (pc.key === baseKey) {
      baseRun ??= pc.runs[0]!;
    } else {
      pc.span = spans.length + 1;
      spans.push({ id: pc.span, start: pc.start, end: pc.end });
      spanRuns.set(pc.span, pc.runs[0]!);
    }
  }
  baseRun ??= pieces.find((pc) => pc.kind === 'text')?.runs[0] ?? null;
  return { spans, kept, pieces, baseRun, spanRuns, rewritable };
}
