/**
 * Where findings sit in the displayed contract: per paragraph, the text cut into runs, each run knowing which
 * findings cover it (overlaps allowed) and the most severe level among them. Offsets come from the finding's anchor
 * (paragraph index + start/end in the paragraph's visible text); when they no longer match the quote, the quote is
 * searched in the paragraph instead, so a highlight is never put on the wrong words.
 */
import type { TDocParagraph, TFinding, TFindingLevel } from '@common/api/contract';

export type TSpan = { id: string; start: number; end: number; level: TFindingLevel };
export type TRun = { text: string; start: number; ids: string[]; level: TFindingLevel | null };

export const SEVERITY: Record<TFindingLevel, number> = { high: 3, medium: 2, low: 1 };

/** The span of a finding in its paragraph's text, or null when it cannot be placed honestly. */
export function locateAnchor(text: string, anchor: NonNullable<TFinding['anchor']>): { start: number; end: number } | null {
  const start = Math.max(0, Math.min(anchor.start, text.length));
  const end = Math.max(start, Math.min(anchor.end, text.length));
  if (end > start && (!anchor.quote || text.slice(start, end) === anchor.quote)) return { start, end };
  if (anchor.quote) {
    const at = text.indexOf(anchor.quote);
    if (at >= 0) return { start: at, end: at + anchor.quote.length };
  }
  return null;
}

/** Spans by paragraph index, for the findings that can be placed. */
export function spansByParagraph(paragraphs: readonly TDocParagraph[], findings: readonly TFinding[]): Map<number, TSpan[]> {
  const textOf = new Map(paragraphs.map((p) => [p.index, p.text]));
  const out = new Map<number, TSpan[]>();
  for (const f of findings) {
    if (!f.anchor) continue;
    const text = textOf.get(f.anchor.paragraph_index);
    if (text === undefined) continue;
    const at = locateAnchor(text, f.anchor);
    if (!at) continue;
    const list = out.get(f.anchor.paragraph_index) ?? [];
    list.push({ id: f.id, level: f.level, ...at });
    out.set(f.anchor.paragraph_index, list);
  }
  return out;
}

/** Cuts a paragraph's text at every span boundary; each run lists the findings covering it. */
export function splitRuns(text: string, spans: readonly TSpan[]): TRun[] {
  if (!spans.length) return [{ text, start: 0, ids: [], level: null }];
  const cuts = new Set<number>([0, text.length]);
  for (const s of spans) {
    cuts.add(Math.max(0, Math.min(s.start, text.length)));
    cuts.add(Math.max(0, Math.min(s.end, text.length)));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const runs: TRun[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [from, to] = [points[i]!, points[i + 1]!];
    if (to <= from) continue;
    const covering = spans.filter((s) => s.start <= from && s.end >= to);
    const level = covering.reduce<TFindingLevel | null>((best, s) => (!best || SEVERITY[s.level] > SEVERITY[best] ? s.level : best), null);
    runs.push({ text: text.slice(from, to), start: from, ids: covering.map((s) => s.id), level });
  }
  return runs;
}

export type TBlock =
  | { kind: 'paragraph'; paragraph: TDocParagraph }
  | { kind: 'table'; table: number; rows: TDocParagraph[][][] };

/**
 * Body paragraphs in reading order, with consecutive table paragraphs gathered into tables (rows of cells of
 * paragraphs). Headers and footers are returned apart so the page can show them above and below the text.
 */
export function buildBlocks(paragraphs: readonly TDocParagraph[]): { headers: TDocParagraph[]; blocks: TBlock[]; footers: TDocParagraph[] } {
  const headers = paragraphs.filter((p) => p.location === 'header' && p.text.trim());
  const footers = paragraphs.filter((p) => (p.location === 'footer' || p.location === 'footnote') && p.text.trim());
  const blocks: TBlock[] = [];
  for (const p of paragraphs) {
    if (p.location === 'header' || p.location === 'footer' || p.location === 'footnote') continue;
    if (p.location === 'table' && p.cell) {
      const [t, r, c] = p.cell;
      const last = blocks[blocks.length - 1];
      const table = last?.kind === 'table' && last.table === t ? last : null;
      const target = table ?? { kind: 'table' as const, table: t, rows: [] };
      if (!table) blocks.push(target);
      (target.rows[r] ??= [])[c] ??= [];
      target.rows[r]![c]!.push(p);
      continue;
    }
    blocks.push({ kind: 'paragraph', paragraph: p });
  }
  // Sparse rows/cells (merged cells) become empty arrays so the table renders without holes.
  for (const b of blocks) if (b.kind === 'table') b.rows = Array.from(b.rows, (row) => Array.from(row ?? [], (cell) => cell ?? []));
  return { headers, blocks, footers };
}
