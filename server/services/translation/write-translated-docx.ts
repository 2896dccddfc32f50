/**
 * The translated .docx, written over the original run by run (issue 11, decision 200). Every part with paragraphs is
 * rewritten (body, tables, text boxes, headers, footers, notes); everything else is copied byte for byte, so styles,
 * numbering (numPr), tables, sections and pictures stay as they were.
 *
 * A paragraph whose runs are all its direct children and whose translation kept its markers is rebuilt: the text
 * outside markers takes the paragraph's main formatting, each ⟦F1⟧…⟦/F1⟧ the formatting of the source span it marks
 * (bold stays bold around the words that translate it), and each ⟦X1⟧ puts the kept runs (a PAGE field, a note
 * reference, a picture) back where the translation has them; a lawyer's edit carries them too (change-segment aligns
 * it with the old translation), so each field is written once, in place. Elsewhere — runs inside a hyperlink or a
 * tracked insertion, a kept block the model lost, an edit that could not be aligned — the fallback is honest and simple:
 * the whole translation goes into the first text run, every other text node is emptied, kept runs stay in place.
 */
import { encodeXmlText, openDocx } from '../../review/docx/open-docx';
import { readLayout, type ParagraphLayout, type RunLayout } from '../../review/docx/read-docx';
import { escapeXml } from '../../review/docx/xml';
import { writeZip, type ZipOutEntry } from '../../review/docx/zip';
import { parseMarked, type TMarkedPiece } from './mark-segment';
import { paragraphShape, type TParagraphShape } from './paragraph-shape';

export type TTranslatedSegment = { paragraphIndex: number; source: string; target: string | null; targetMarked?: string | null };

/** What the writer did: paragraphs rebuilt run by run, paragraphs in the fallback, and segments it could not place. */
export type TDocxWriteReport = { placed: number; runByRun: number; fallback: number; failed: number };

/** A replacement of [start, end) of a part's XML by literal strings and ranges of the original (which may hold edits). */
type Edit = { start: number; end: number; parts: (string | [number, number])[] };

function runText(w: string, text: string): string {
  return text
    .split(/(\n|\t)/)
    .map((t) => (t === '\n' ? `<${w}:br/>` : t === '\t' ? `<${w}:tab/>` : t ? `<${w}:t xml:space="preserve">${escapeXml(t)}</${w}:t>` : ''))
    .join('');
}

/** A run's rPr without formatting-change history (it carries ids and authors of old revisions). */
function rPrOf(xml: string, run: RunLayout | null): string {
  if (!run || run.rPrStart < 0) return '';
  return xml.slice(run.rPrStart, run.rPrEnd).replace(/<([\w.-]+):rPrChange\b[\s\S]*?<\/\1:rPrChange>|<([\w.-]+):rPrChange\b[^>]*\/>/g, '');
}

/** Rebuilds a paragraph's runs from the pieces of its marked translation. */
function rebuild(xml: string, w: string, p: ParagraphLayout, shape: TParagraphShape, pieces: TMarkedPiece[]): Edit | null {
  if (p.runs.length === 0) return null;
  // Kept blocks must stay in their order (a field's end after its begin); a reordering falls back.
  const order = pieces.flatMap((pc) => (pc.kind === 'kept' ? [pc.id] : []));
  if (order.some((id, i) => i > 0 && id < order[i - 1]!)) return null;
  const first = p.runs[0]!;
  const last = p.runs[p.runs.length - 1]!;
  const parts: Edit['parts'] = [];
  // Bookmarks, comment ranges and proofing marks between runs move to the front: nothing is dropped.
  for (let i = 1; i < p.runs.length; i++) {
    const gap: [number, number] = [p.runs[i - 1]!.end, p.runs[i]!.start];
    if (xml.slice(gap[0], gap[1]).trim()) parts.push(gap);
  }
  const keptRuns = new Map<number, RunLayout[]>();
  for (const pc of shape.pieces) if (pc.kind === 'kept') keptRuns.set(pc.id, pc.runs);
  const placedKept = new Set<number>();
  for (const pc of pieces) {
    if (pc.kind === 'kept') {
      placedKept.add(pc.id);
      for (const run of keptRuns.get(pc.id) ?? []) parts.push([run.start, run.end]);
      continue;
    }
    const source = pc.span === null ? shape.baseRun : (shape.spanRuns.get(pc.span) ?? shape.baseRun);
    parts.push(`<${w}:r>${rPrOf(xml, source)}${runText(w, pc.text)}</${w}:r>`);
  }
  // A kept block the translation did not place is never lost: it goes at the end of the paragraph.
  for (const [id, runs] of keptRuns) if (!placedKept.has(id)) for (const run of runs) parts.push([run.start, run.end]);
  return { start: first.start, end: last.end, parts };
}

/** The fallback: the translation in the first text node, every other text node of a non-kept run emptied. */
function fillFirstRun(w: string, shape: TParagraphShape, text: string): Edit[] {
  const kept = new Set<RunLayout>();
  for (const pc of shape.pieces) if (pc.kind === 'kept') for (const r of pc.runs) kept.add(r);
  const edits: Edit[] = [];
  let placed = false;
  for (const pc of shape.pieces) {
    if (pc.kind !== 'text') continue;
    for (const run of pc.runs) {
      if (kept.has(run)) continue;
      for (const c of run.children) {
        if (c.kind !== 't' && c.kind !== 'char') continue;
        if (!placed && c.vLen > 0) {
          edits.push({ start: c.start, end: c.end, parts: [runText(w, text)] });
          placed = true;
        } else if (c.vLen > 0 || c.kind === 't') edits.push({ start: c.start, end: c.end, parts: [''] });
      }
    }
  }
  return placed ? edits : [];
}

/** Renders [start, end) of `xml` with the edits inside it (an edit's ranges may hold nested edits: text boxes). */
function render(xml: string, edits: readonly Edit[], start: number, end: number): string {
  let out = '';
  let pos = start;
  for (const e of edits) {
    if (e.start < pos || e.end > end) continue; // nested in an edit already rendered, or outside
    out += xml.slice(pos, e.start);
    for (const part of e.parts) out += typeof part === 'string' ? part : render(xml, edits, part[0], part[1]);
    pos = e.end;
  }
  return out + xml.slice(pos, end);
}

/** The translated .docx (see the file comment): untranslated segments keep their source text. */
export function writeTranslatedDocx(original: Uint8Array, segments: readonly TTranslatedSegment[]): { bytes: Uint8Array } & TDocxWriteReport {
  const pkg = openDocx(original);
  const { layout } = readLayout(pkg);
  const editsByPart = new Map<string, Edit[]>();
  const report: TDocxWriteReport = { placed: 0, runByRun: 0, fallback: 0, failed: 0 };
  for (const s of segments) {
    const p = layout.paragraphs[s.paragraphIndex];
    if (!s.target) continue;
    const part = p ? layout.parts.get(p.part) : undefined;
    if (!p || !part || p.text !== s.source) {
      report.failed++;
      continue;
    }
    const shape = paragraphShape(part.xml, p);
    const parsed = s.targetMarked ? parseMarked(s.targetMarked, shape.spans.map((x) => x.id), shape.kept.map((x) => x.id)) : null;
    const pieces: TMarkedPiece[] | null = parsed && parsed.lostKept.length === 0 ? parsed.pieces : !s.targetMarked && shape.kept.length === 0 ? [{ kind: 'text', text: s.target, span: null }] : null;
    let edits: Edit[];
    const rebuilt = shape.rewritable && pieces ? rebuild(part.xml, part.w, p, shape, pieces) : null;
    if (rebuilt) {
      edits = [rebuilt];
      report.runByRun++;
    } else {
      const text = parsed ? parsed.pieces.map((pc) => (pc.kind === 'text' ? pc.text : '')).join('') : s.target;
      edits = fillFirstRun(part.w, shape, text);
      if (edits.length > 0) report.fallback++;
    }
    if (edits.length === 0) {
      report.failed++;
      continue;
    }
    report.placed++;
    const list = editsByPart.get(p.part) ?? [];
    list.push(...edits);
    editsByPart.set(p.part, list);
  }

  const changed = new Map<string, string>();
  for (const [name, edits] of editsByPart) {
    const xml = layout.parts.get(name)!.xml;
    // Outer edits first at the same start, so a nested edit is rendered inside the range that holds it.
    edits.sort((a, b) => a.start - b.start || b.end - a.end);
    changed.set(name, render(xml, edits, 0, xml.length));
  }
  if (changed.size === 0) return { bytes: original, ...report };
  const items: ZipOutEntry[] = pkg.entries.map((e) => {
    const name = e.name.replace(/^\/+/, '');
    const text = changed.get(name);
    if (text === undefined) return { kind: 'copy', entry: e, source: pkg.bytes };
    return { kind: 'data', name, data: encodeXmlText(text, pkg.encodingOf(name)), compress: e.method === 8, like: e };
  });
  return { bytes: writeZip(items), ...report };
}
