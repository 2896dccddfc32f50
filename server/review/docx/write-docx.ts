/**
 * Writers: the reviewed contract as the SAME Word file with findings spliced into its XML.
 *
 * - 'comments': a Word comment on each finding's anchor span (tables included), author = the reviewer.
 * - 'track': the comments plus tracked changes: a finding's revision becomes w:del (w:t -> w:delText) + w:ins whose run
 *   copies the first deleted run's rPr.
 * - 'clean': revisions applied as plain text, no markup, no comments (the "suggestions applied" copy).
 * Findings decided 'rejected' are left out of every mode. Findings without an anchor, and findings whose anchor cannot
 * be placed (stale offsets, text box / header / footer / footnote paragraphs where Word has no comments, a cut inside
 * ruby text), go into one document-level comment on the first paragraph, quoting the text they were about.
 *
 * Edits are splices into word/document.xml's text; every other part is copied byte for byte (compressed bytes
 * included). Field-notes rules: split runs repeating the opening tag and rPr, w:t xml:space="preserve", each run
 * rewritten once however many cuts fall in it; commentRangeStart at the start cut, commentRangeEnd + a
 * commentReference run at the end cut; w:smartTag unwrapped around a cut; new ids above every existing w:id;
 * comments.xml, its content-type override and relationship added when missing, appended to when present.
 * Overlapping comment ranges are fine; overlapping revisions are not: the first in document order is applied and
 * the other stays a comment. Each output is re-read and verified (verify.ts); a finding whose range does not verify
 * is moved to the document-level comment and written again.
 */
import type { TFinding } from '@common/api/contract';
import { FINDING_LEVEL_LABELS } from '@common/api/contract';
import { openDocx, encodeXmlText, relKind, relsPartOf, NS, type DocxPackage } from './open-docx';
import { readLayout, type DocxLayout, type ParagraphLayout, type RunLayout, type PartLayout } from './read-docx';
import { escapeXml, rawOffsets } from './xml';
import { writeZip, type ZipOutEntry } from './zip';
import { verifyAnnotations } from './verify';

export type AnnotateMode = 'comments' | 'track' | 'clean';

export interface AnnotateOptions {
  mode: AnnotateMode;
  /** Reviewer name: comment and revision author. */
  author: string;
  initials?: string;
  /** Comment/revision date; defaults to now. */
  date?: Date | string;
}

/** One comment we placed: which findings it carries and the text its range must cover. */
export interface PlacedComment {
  commentId: string;
  findingIds: string[];
  documentLevel: boolean;
  paragraphIndex: number;
  quote: string;
}

/** What a written file must show when re-read (verify.ts). */
export interface AnnotationManifest {
  mode: AnnotateMode;
  comments: PlacedComment[];
  /** Ids of the w:ins / w:del elements we created. */
  insIds: string[];
  delIds: string[];
  /** Paragraph texts of the original (the view with our revisions undone must equal them). */
  originalTexts: string[];
  /** Paragraph texts once our revisions are applied (what Word shows with changes accepted; the clean copy). */
  expectedTexts: string[];
  /** Revisions applied, by finding, with their paragraph. */
  revisions: { findingId: string; paragraphIndex: number }[];
}

export interface AnnotateResult {
  bytes: Uint8Array;
  /** Findings placed on their own span (comments/track), or revisions applied (clean). */
  anchored: number;
  /** Findings that could not be placed on their span (moved to the document-level comment) or, in clean mode,
   * whose revision could not be applied. */
  failed: string[];
  /** Track mode: revisions kept as comment text only (overlap with an earlier one, or the span holds a field,
   * drawing or note reference). */
  skippedRevisions: string[];
  manifest: AnnotationManifest;
}

const CT_COMMENTS = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const REL_COMMENTS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const REL_COMMENTS_STRICT = 'http://purl.oclc.org/ooxml/officeDocument/relationships/comments';

// Insert priorities at one position: close our deletion, our insertion, comment ends, comment starts, open deletion.
const P_DEL_CLOSE = 10;
const P_INS = 20;
const P_COMMENT_END = 30;
const P_COMMENT_START = 40;
const P_COMMENT_END_EMPTY = 45;
const P_DEL_OPEN = 50;

interface Insert {
  prio: number;
  seq: number;
  xml: string;
  /** Holds a run (commentReference or inserted text): may not sit inside our w:del. */
  hasRun: boolean;
}

interface Slot {
  pos: number;
  /** The run to split at pos, or null when pos is a run boundary. */
  splitRun: RunLayout | null;
}

interface Placed {
  f: TFinding;
  seq: number;
  p: ParagraphLayout;
  start: number;
  end: number;
  quote: string;
}

interface PlannedRevision {
  placed: Placed;
  delStart: number;
  delEnd: number;
  text: string;
}

function isoDate(d: Date | string | undefined): string {
  const date = d === undefined ? new Date() : typeof d === 'string' ? new Date(d) : d;
  const valid = Number.isFinite(date.getTime()) ? date : new Date();
  return valid.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function defaultInitials(author: string): string {
  return Array.from(author.trim()).slice(0, 2).join('');
}

/** Largest numeric w:id-like attribute in every XML part, so new ids collide with nothing. */
function maxExistingId(pkg: DocxPackage): number {
  let max = 0;
  const re = /\s[\w.-]+:id\s*=\s*"(\d{1,9})"/g;
  for (const e of pkg.entries) {
    if (!/\.xml$/i.test(e.name)) continue;
    const xml = pkg.xml(e.name);
    if (!xml) continue;
    let m: RegExpExecArray | null;
    re.lastIndex = 0;
    while ((m = re.exec(xml))) max = Math.max(max, Number(m[1]));
  }
  return max;
}

/** The child of `run` holding visible char `k`, with its index. */
function childAt(p: ParagraphLayout, k: number): { run: RunLayout; ci: number } | null {
  for (const run of p.runs) {
    for (let ci = 0; ci < run.children.length; ci++) {
      const c = run.children[ci]!;
      if (c.vLen > 0 && k >= c.vStart && k < c.vStart + c.vLen) return { run, ci };
    }
  }
  return null;
}

/**
 * XML position of a cut at visible offset k: 'start' = just before char k, 'end' = just after char k-1.
 * Returns null when the cut would fall inside an opaque child (ruby) or between surrogate halves.
 */
function slotAt(xml: string, p: ParagraphLayout, k: number, side: 'start' | 'end'): Slot | null {
  const len = p.text.length;
  if (len === 0) return null;
  if (side === 'start' && k >= len) return slotAt(xml, p, k, 'end');
  if (side === 'end' && k <= 0) return slotAt(xml, p, 0, 'start');
  if (side === 'start') {
    const at = childAt(p, k);
    if (!at) return null;
    const c = at.run.children[at.ci]!;
    const off = k - c.vStart;
    if (off === 0) return at.ci === 0 ? { pos: at.run.start, splitRun: null } : { pos: c.start, splitRun: at.run };
    return splitInside(xml, at.run, at.ci, off);
  }
  const at = childAt(p, k - 1);
  if (!at) return null;
  const c = at.run.children[at.ci]!;
  const off = k - c.vStart;
  if (off === c.vLen) {
    const next = at.run.children[at.ci + 1];
    return next ? { pos: next.start, splitRun: at.run } : { pos: at.run.end, splitRun: null };
  }
  return splitInside(xml, at.run, at.ci, off);
}

function splitInside(xml: string, run: RunLayout, ci: number, off: number): Slot | null {
  const c = run.children[ci]!;
  if (c.kind !== 't' || c.opaque) return null;
  const raw = xml.slice(c.rawStart, c.rawEnd);
  const offsets = rawOffsets(raw);
  const a = offsets[off - 1];
  const b = offsets[off];
  if (a === undefined || b === undefined || a === b) return null; // inside one entity (surrogate pair)
  const code = raw.charCodeAt(b);
  if (code >= 0xdc00 && code <= 0xdfff) return null;
  return { pos: c.rawStart + b, splitRun: run };
}

/** Anchors a finding: its paragraph must be a body/table paragraph of the main part and the quote must match
 * (or occur exactly once in that paragraph, when offsets are stale). */
function placeFinding(layout: DocxLayout, main: PartLayout, f: TFinding, seq: number): Placed | null {
  const a = f.anchor;
  if (!a) return null;
  const p = layout.paragraphs[a.paragraph_index];
  if (!p || p.part !== main.name || p.inTextbox || (p.location !== 'body' && p.location !== 'table')) return null;
  let { start, end } = a;
  if (!(start >= 0 && end >= start && end <= p.text.length && p.text.slice(start, end) === a.quote)) {
    if (!a.quote) return null;
    const first = p.text.indexOf(a.quote);
    if (first < 0 || p.text.indexOf(a.quote, first + 1) >= 0) return null;
    start = first;
    end = first + a.quote.length;
  }
  if (p.text.length === 0) return null;
  if (!slotAt(main.xml, p, start, 'start') || !slotAt(main.xml, p, end, 'end')) return null;
  return { f, seq, p, start, end, quote: p.text.slice(start, end) };
}

function lawTitle(law: string): string {
  const t = law.trim();
  return t.startsWith('《') ? t : `《${t}》`;
}

function revisionLine(f: TFinding, quote: string): string | null {
  const r = f.revision;
  if (!r) return null;
  if (r.op === 'delete') return `建议删除：“${quote}”`;
  if (r.op === 'insert') return `建议增加：“${r.text}”`;
  return `建议修改为：“${r.text}”`;
}

/** The lines of a finding's comment: title, explanation, suggestion, proposed wording, legal basis. */
export function commentLines(f: TFinding, quote: string, withRevision: boolean): { text: string; bold: boolean }[] {
  const lines: { text: string; bold: boolean }[] = [{ text: `【${FINDING_LEVEL_LABELS[f.level]}】${f.title}`, bold: true }];
  if (f.explanation.trim()) lines.push({ text: `风险说明：${f.explanation.trim()}`, bold: false });
  if (f.suggestion.trim()) lines.push({ text: `修改建议：${f.suggestion.trim()}`, bold: false });
  const rev = withRevision ? revisionLine(f, quote) : null;
  if (rev) lines.push({ text: rev, bold: false });
  for (const b of f.legal_basis) {
    const head = `法律依据：${lawTitle(b.law)}${b.article}`;
    lines.push({ text: b.text.trim() ? `${head}：${b.text.trim()}` : head, bold: false });
  }
  return lines;
}

function documentLevelLines(items: { f: TFinding; quote: string | null; withRevision: boolean }[]): { text: string; bold: boolean }[] {
  const lines: { text: string; bold: boolean }[] = [{ text: '【整体审查意见】以下问题涉及合同整体或未能定位到具体条款：', bold: true }];
  items.forEach((it, i) => {
    const inner = commentLines(it.f, it.quote ?? '', it.withRevision);
    lines.push({ text: `${i + 1}. ${inner[0]!.text}`, bold: true });
    if (it.quote) lines.push({ text: `原文：“${it.quote}”`, bold: false });
    for (const l of inner.slice(1)) lines.push(l);
  });
  return lines;
}

function runText(w: string, text: string): string {
  // Newlines and tabs in inserted text become w:br / w:tab, as Word writes them.
  const parts = text.split(/(\n|\t)/);
  return parts
    .map((t) => (t === '\n' ? `<${w}:br/>` : t === '\t' ? `<${w}:tab/>` : t ? `<${w}:t xml:space="preserve">${escapeXml(t)}</${w}:t>` : ''))
    .join('');
}

function commentXml(w: string, id: string, author: string, initials: string, date: string, lines: { text: string; bold: boolean }[]): string {
  const paras = lines.map((l, i) => {
    const ref = i === 0 ? `<${w}:r><${w}:annotationRef/></${w}:r>` : '';
    const rPr = l.bold ? `<${w}:rPr><${w}:b/></${w}:rPr>` : '';
    return `<${w}:p>${ref}<${w}:r>${rPr}${runText(w, l.text)}</${w}:r></${w}:p>`;
  });
  const init = initials ? ` ${w}:initials="${escapeXml(initials)}"` : '';
  return `<${w}:comment ${w}:id="${id}" ${w}:author="${escapeXml(author)}" ${w}:date="${date}"${init}>${paras.join('')}</${w}:comment>`;
}

/** Copies a run's rPr for a new run: formatting-change records (w:rPrChange) carry ids and history, so drop them. */
function copyRPr(xml: string, run: RunLayout | null): string {
  if (!run || run.rPrStart < 0) return '';
  return xml.slice(run.rPrStart, run.rPrEnd).replace(/<([\w.-]+):rPrChange\b[\s\S]*?<\/\1:rPrChange>|<([\w.-]+):rPrChange\b[^>]*\/>/g, '');
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(xml: string, edits: Edit[]): string {
  edits.sort((a, b) => a.start - b.start || (a.end - a.start) - (b.end - b.start));
  const out: string[] = [];
  let pos = 0;
  for (const e of edits) {
    if (e.start < pos) throw new Error(`overlapping edits at ${e.start}`);
    out.push(xml.slice(pos, e.start), e.text);
    pos = e.end;
  }
  out.push(xml.slice(pos));
  return out.join('');
}

/** Text of a paragraph after applying revisions (non-overlapping), for verification. */
function applyTextRevisions(text: string, revs: PlannedRevision[]): string {
  let out = text;
  for (const r of [...revs].sort((a, b) => b.delStart - a.delStart || b.placed.seq - a.placed.seq)) {
    out = out.slice(0, r.delStart) + r.text + out.slice(r.delEnd);
  }
  return out;
}

interface WriteOnceResult extends AnnotateResult {
  placedIds: string[];
}

function writeOnce(bytes: Uint8Array, findings: TFinding[], options: AnnotateOptions, forceDocLevel: Set<string> | 'all'): WriteOnceResult {
  const pkg = openDocx(bytes);
  const { layout } = readLayout(pkg);
  const main = layout.parts.get(pkg.mainPart)!;
  const xml = main.xml;
  const w = main.w;
  const mode = options.mode;
  const wantComments = mode !== 'clean';
  const wantRevisions = mode !== 'comments';
  const author = options.author.trim() || '审查人';
  const initials = options.initials ?? defaultInitials(author);
  const date = isoDate(options.date);
  let nextId = maxExistingId(pkg) + 1;
  const newId = () => String(nextId++);

  const active = findings.filter((f) => f.decision !== 'rejected');
  const placed: Placed[] = [];
  const docLevel: { f: TFinding; quote: string | null }[] = [];
  const failed: string[] = [];
  active.forEach((f, seq) => {
    if (!f.anchor) {
      docLevel.push({ f, quote: null });
      return;
    }
    const pl = forceDocLevel === 'all' || forceDocLevel.has(f.id) ? null : placeFinding(layout, main, f, seq);
    if (pl) placed.push(pl);
    else {
      if (mode !== 'clean' || f.revision) failed.push(f.id);
      docLevel.push({ f, quote: f.anchor.quote });
    }
  });

  // ---- revisions: first in document order wins; unsafe spans stay comments ----
  const revisions: PlannedRevision[] = [];
  const skippedRevisions: string[] = [];
  const slotCache = new Map<string, Slot | null>();
  const slot = (p: ParagraphLayout, k: number, side: 'start' | 'end'): Slot => {
    const key = `${p.index}:${k}:${side}`;
    if (!slotCache.has(key)) slotCache.set(key, slotAt(xml, p, k, side));
    return slotCache.get(key)!;
  };
  if (wantRevisions) {
    const ordered = placed.filter((pl) => pl.f.revision).sort((a, b) => a.p.index - b.p.index || a.start - b.start || a.seq - b.seq);
    for (const pl of ordered) {
      const r = pl.f.revision!;
      const isInsert = r.op === 'insert' || (r.op === 'replace' && pl.start === pl.end);
      const rev: PlannedRevision = isInsert
        ? { placed: pl, delStart: pl.end, delEnd: pl.end, text: r.text }
        : { placed: pl, delStart: pl.start, delEnd: pl.end, text: r.op === 'delete' ? '' : r.text };
      if (rev.delStart === rev.delEnd && !rev.text) continue; // nothing to do
      if (r.op === 'replace' && rev.text === pl.quote) continue;
      const conflict = revisions.some(
        (o) => o.placed.p === pl.p && o.delStart < rev.delEnd && rev.delStart < o.delEnd,
      );
      const a = slot(pl.p, rev.delStart, rev.delStart === rev.delEnd ? 'end' : 'start');
      const b = rev.delStart === rev.delEnd ? a : slot(pl.p, rev.delEnd, 'end');
      const unsafe = pl.p.runs.some((run) => run.children.some((c) => !c.safe && c.start >= a.pos && c.end <= b.pos));
      if (conflict || unsafe) {
        skippedRevisions.push(pl.f.id);
        if (mode === 'clean') failed.push(pl.f.id);
        continue;
      }
      revisions.push(rev);
    }
  }
  const revisedIds = new Set(revisions.map((r) => r.placed.f.id));

  // ---- inserts at positions, run splits ----
  const inserts = new Map<number, Insert[]>();
  const splits = new Map<RunLayout, Set<number>>();
  let seq = 0;
  const addInsert = (s: Slot, prio: number, x: string, hasRun: boolean) => {
    const list = inserts.get(s.pos) ?? [];
    list.push({ prio, seq: seq++, xml: x, hasRun });
    inserts.set(s.pos, list);
    if (s.splitRun) {
      const set = splits.get(s.splitRun) ?? new Set<number>();
      set.add(s.pos);
      splits.set(s.splitRun, set);
    }
  };
  const addSplit = (s: Slot) => {
    if (!s.splitRun) return;
    const set = splits.get(s.splitRun) ?? new Set<number>();
    set.add(s.pos);
    splits.set(s.splitRun, set);
  };

  const comments: PlacedComment[] = [];
  const commentBodies: string[] = [];
  const touchedParagraphs = new Set<ParagraphLayout>();
  if (wantComments) {
    for (const pl of placed) {
      const id = newId();
      const s = slot(pl.p, pl.start, 'start');
      const e = pl.start === pl.end ? s : slot(pl.p, pl.end, 'end');
      addInsert(s, P_COMMENT_START, `<${w}:commentRangeStart ${w}:id="${id}"/>`, false);
      addInsert(
        e,
        pl.start === pl.end ? P_COMMENT_END_EMPTY : P_COMMENT_END,
        `<${w}:commentRangeEnd ${w}:id="${id}"/><${w}:r><${w}:commentReference ${w}:id="${id}"/></${w}:r>`,
        true,
      );
      touchedParagraphs.add(pl.p);
      comments.push({ commentId: id, findingIds: [pl.f.id], documentLevel: false, paragraphIndex: pl.p.index, quote: pl.quote });
      commentBodies.push(commentXml(w, id, author, initials, date, commentLines(pl.f, pl.quote, !revisedIds.has(pl.f.id))));
    }
    if (docLevel.length > 0) {
      const target = layout.paragraphs.find(
        (p) => p.part === main.name && !p.inTextbox && (p.location === 'body' || p.location === 'table') && p.text.trim() && slotAt(xml, p, 0, 'start') && slotAt(xml, p, p.text.length, 'end'),
      );
      if (target) {
        const id = newId();
        addInsert(slot(target, 0, 'start'), P_COMMENT_START - 1, `<${w}:commentRangeStart ${w}:id="${id}"/>`, false);
        addInsert(slot(target, target.text.length, 'end'), P_COMMENT_END + 1, `<${w}:commentRangeEnd ${w}:id="${id}"/><${w}:r><${w}:commentReference ${w}:id="${id}"/></${w}:r>`, true);
        touchedParagraphs.add(target);
        comments.push({ commentId: id, findingIds: docLevel.map((d) => d.f.id), documentLevel: true, paragraphIndex: target.index, quote: target.text });
        commentBodies.push(commentXml(w, id, author, initials, date, documentLevelLines(docLevel.map((d) => ({ ...d, withRevision: true })))));
      }
    }
  }

  // Revision boundaries are cuts too.
  const revSlots = revisions.map((r) => {
    const a = slot(r.placed.p, r.delStart, r.delStart === r.delEnd ? 'end' : 'start');
    const b = r.delStart === r.delEnd ? a : slot(r.placed.p, r.delEnd, 'end');
    addSplit(a);
    addSplit(b);
    touchedParagraphs.add(r.placed.p);
    return { a, b };
  });

  // Pieces of a run between its split positions.
  const piecesOf = (run: RunLayout): [number, number][] => {
    const cuts = [...(splits.get(run) ?? [])].sort((x, y) => x - y);
    const bounds = [run.start, ...cuts, run.end];
    const out: [number, number][] = [];
    for (let i = 0; i + 1 < bounds.length; i++) out.push([bounds[i]!, bounds[i + 1]!]);
    return out;
  };

  // SmartTags around any cut or changed run are unwrapped (LibreOffice loses ranges inside them).
  const unwrap = new Set<number>();
  const runsTouched = new Set<RunLayout>();
  const insIds: string[] = [];
  const delIds: string[] = [];
  const transforms = new Map<RunLayout, Map<number, 'del' | 'remove'>>();
  const cutPositions = new Set<number>([...inserts.keys(), ...revSlots.flatMap(({ a, b }) => [a.pos, b.pos])]);
  for (const p of touchedParagraphs) {
    for (const run of p.runs) {
      if (splits.has(run) || cutPositions.has(run.start) || cutPositions.has(run.end)) runsTouched.add(run);
    }
  }
  const revPieces = revisions.map((r, i) => {
    const { a, b } = revSlots[i]!;
    const pieces: { run: RunLayout; start: number; end: number }[] = [];
    if (a.pos === b.pos) return pieces;
    for (const run of r.placed.p.runs) {
      if (run.end <= a.pos || run.start >= b.pos) continue;
      for (const [s, e] of piecesOf(run)) if (s >= a.pos && e <= b.pos) pieces.push({ run, start: s, end: e });
    }
    for (const pc of pieces) runsTouched.add(pc.run);
    return pieces;
  });
  for (const run of runsTouched) for (const st of run.smartTags) unwrap.add(st);
  const unwrapRanges = [...unwrap].flatMap((i) => {
    const st = main.smartTags[i]!;
    return [
      [st.start, st.innerStart],
      [st.closeStart, st.end],
    ] as [number, number][];
  });
  const gapIsEmpty = (from: number, to: number): boolean => {
    if (from === to) return true;
    let gap = '';
    let pos = from;
    for (const [s, e] of unwrapRanges.filter(([s, e]) => s >= from && e <= to).sort((x, y) => x[0] - y[0])) {
      gap += xml.slice(pos, s);
      pos = e;
    }
    gap += xml.slice(pos, to);
    return gap.trim() === '';
  };

  const expectedByParagraph = new Map<ParagraphLayout, PlannedRevision[]>();
  revisions.forEach((r, i) => {
    const { b } = revSlots[i]!;
    const pieces = revPieces[i]!;
    const list = expectedByParagraph.get(r.placed.p) ?? [];
    list.push(r);
    expectedByParagraph.set(r.placed.p, list);
    // Deleted pieces: grouped into w:del elements of adjacent siblings, split where a run must stay outside.
    type Piece = (typeof pieces)[number];
    const groups: { first: Piece; last: Piece }[] = [];
    for (const pc of pieces) {
      const t = transforms.get(pc.run) ?? new Map<number, 'del' | 'remove'>();
      t.set(pc.start, mode === 'track' ? 'del' : 'remove');
      transforms.set(pc.run, t);
      const g = groups[groups.length - 1];
      // A commentReference or inserted run at this boundary must not end up inside our w:del.
      const breaksHere = (inserts.get(pc.start) ?? []).some((x) => x.hasRun);
      if (g && gapIsEmpty(g.last.end, pc.start) && !breaksHere) g.last = pc;
      else groups.push({ first: pc, last: pc });
    }
    const firstRun = pieces[0]?.run ?? null;
    if (mode === 'track') {
      for (const g of groups) {
        const id = newId();
        delIds.push(id);
        const gs: Slot = { pos: g.first.start, splitRun: g.first.start === g.first.run.start ? null : g.first.run };
        const ge: Slot = { pos: g.last.end, splitRun: g.last.end === g.last.run.end ? null : g.last.run };
        addInsert(gs, P_DEL_OPEN, `<${w}:del ${w}:id="${id}" ${w}:author="${escapeXml(author)}" ${w}:date="${date}">`, false);
        addInsert(ge, P_DEL_CLOSE, `</${w}:del>`, false);
      }
    }
    if (r.text) {
      const sourceRun = firstRun ?? (r.delEnd > 0 ? childAt(r.placed.p, r.delEnd - 1)?.run : childAt(r.placed.p, 0)?.run) ?? null;
      const run = `<${w}:r>${copyRPr(xml, sourceRun)}${runText(w, r.text)}</${w}:r>`;
      if (mode === 'track') {
        const id = newId();
        insIds.push(id);
        addInsert(b, P_INS, `<${w}:ins ${w}:id="${id}" ${w}:author="${escapeXml(author)}" ${w}:date="${date}">${run}</${w}:ins>`, true);
      } else addInsert(b, P_INS, run, true);
    }
  });

  // ---- run rewrites ----
  const edits: Edit[] = [];
  const consumed = new Set<number>();
  const insertText = (pos: number) =>
    (inserts.get(pos) ?? [])
      .sort((x, y) => x.prio - y.prio || x.seq - y.seq)
      .map((x) => x.xml)
      .join('');
  const freshIds = (rPr: string) => rPr.replace(/(\s[\w.-]+:id\s*=\s*")\d+(")/g, (_m, a: string, b: string) => `${a}${newId()}${b}`);
  for (const run of new Set([...splits.keys(), ...transforms.keys()])) {
    const pieces = piecesOf(run);
    const t = transforms.get(run);
    const openTag = xml.slice(run.start, run.openEnd);
    const rPr = run.rPrStart >= 0 ? xml.slice(run.rPrStart, run.rPrEnd) : '';
    const closeTag = xml.slice(run.closeStart, run.end);
    if (run.selfClosing) continue;
    let out = '';
    pieces.forEach(([a, b], i) => {
      const how = t?.get(a);
      if (how !== 'remove') {
        let body = '';
        for (const c of run.children) {
          if (c.end <= a || c.start >= b) continue;
          if (c.kind === 't' && (c.rawStart < a || c.rawEnd > b) && c.rawEnd > c.rawStart) {
            const rawA = Math.max(a, c.rawStart);
            const rawB = Math.min(b, c.rawEnd);
            const tag = how === 'del' ? `${w}:delText` : `${w}:t`;
            if (rawB > rawA) body += `<${tag} xml:space="preserve">${xml.slice(rawA, rawB)}</${tag}>`;
          } else if (how === 'del' && c.kind === 't') {
            const raw = xml.slice(c.rawStart, c.rawEnd);
            body += raw ? `<${w}:delText xml:space="preserve">${raw}</${w}:delText>` : `<${w}:delText/>`;
          } else body += xml.slice(c.start, c.end);
        }
        out += `${openTag}${i === 0 ? rPr : freshIds(rPr)}${body}${closeTag}`;
      }
      if (i + 1 < pieces.length) {
        out += insertText(b);
        consumed.add(b);
      }
    });
    edits.push({ start: run.start, end: run.end, text: out });
  }
  for (const pos of inserts.keys()) if (!consumed.has(pos)) edits.push({ start: pos, end: pos, text: insertText(pos) });
  for (const [s, e] of unwrapRanges) edits.push({ start: s, end: e, text: '' });
  const newDocXml = edits.length ? applyEdits(xml, edits) : xml;

  // ---- package parts ----
  const changed = new Map<string, string>();
  if (newDocXml !== xml) changed.set(pkg.mainPart, newDocXml);
  const added: { name: string; text: string }[] = [];
  if (commentBodies.length > 0) addComments(pkg, commentBodies, changed, added);

  const items: ZipOutEntry[] = pkg.entries.map((e) => {
    const name = e.name.replace(/^\/+/, '');
    const text = changed.get(name);
    if (text === undefined) return { kind: 'copy', entry: e, source: pkg.bytes };
    return { kind: 'data', name, data: encodeXmlText(text, pkg.encodingOf(name)), compress: e.method === 8, like: e };
  });
  for (const a of added) items.push({ kind: 'data', name: a.name, data: new TextEncoder().encode(a.text), compress: true });
  const out = changed.size || added.length ? writeZip(items) : bytes;

  const originalTexts = layout.paragraphs.map((p) => p.text);
  const expectedTexts = layout.paragraphs.map((p) => {
    const revs = expectedByParagraph.get(p);
    return revs ? applyTextRevisions(p.text, revs) : p.text;
  });
  return {
    bytes: out,
    anchored: mode === 'clean' ? revisions.length : placed.length,
    failed,
    skippedRevisions: mode === 'clean' ? [] : skippedRevisions,
    placedIds: placed.map((pl) => pl.f.id),
    manifest: {
      mode,
      comments,
      insIds,
      delIds,
      originalTexts,
      expectedTexts,
      revisions: revisions.map((r) => ({ findingId: r.placed.f.id, paragraphIndex: r.placed.p.index })),
    },
  };
}

/** Adds comment bodies to the comments part, creating it (with relationship and content type) when missing. */
function addComments(pkg: DocxPackage, bodies: string[], changed: Map<string, string>, added: { name: string; text: string }[]): void {
  const main = pkg.mainPart;
  const rels = pkg.rels(main);
  const existing = rels.find((r) => !r.external && relKind(r.type) === 'comments' && pkg.xml(r.target) !== null);
  if (existing) {
    const cx = pkg.xml(existing.target)!;
    const close = /<\/([\w.-]+:)?comments>\s*$/.exec(cx);
    if (close) {
      changed.set(existing.target, cx.slice(0, close.index) + bodies.join('') + cx.slice(close.index));
      return;
    }
    const selfClosed = /<([\w.-]+:)?comments\b([^>]*)\/>\s*$/.exec(cx);
    if (selfClosed) {
      const tag = `${selfClosed[1] ?? ''}comments`;
      changed.set(existing.target, `${cx.slice(0, selfClosed.index)}<${tag}${selfClosed[2]}>${bodies.join('')}</${tag}>`);
      return;
    }
  }
  const dir = main.includes('/') ? main.slice(0, main.lastIndexOf('/') + 1) : '';
  let name = `${dir}comments.xml`;
  for (let n = 1; pkg.entry(name); n++) name = `${dir}comments${n}.xml`;
  const wNs = pkg.strict ? NS.W_STRICT : NS.W;
  // The bodies use the main part's w prefix; declare that prefix here.
  const w = /<([\w.-]+):comment\b/.exec(bodies[0]!)?.[1] ?? 'w';
  added.push({
    name,
    text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<${w}:comments xmlns:${w}="${wNs}">${bodies.join('')}</${w}:comments>`,
  });

  const relsName = relsPartOf(main);
  const relsXml = pkg.xml(relsName);
  const ids = new Set(rels.map((r) => r.id));
  let n = rels.length + 1;
  while (ids.has(`rId${n}`)) n++;
  const target = name.slice(dir.length);
  const rel = `<Relationship Id="rId${n}" Type="${pkg.strict ? REL_COMMENTS_STRICT : REL_COMMENTS}" Target="${escapeXml(target)}"/>`;
  if (relsXml && /<\/([\w.-]+:)?Relationships>\s*$/.test(relsXml)) {
    const m = /<\/([\w.-]+:)?Relationships>\s*$/.exec(relsXml)!;
    changed.set(relsName, relsXml.slice(0, m.index) + rel + relsXml.slice(m.index));
  } else if (relsXml && /<([\w.-]+:)?Relationships\b[^>]*\/>\s*$/.test(relsXml)) {
    changed.set(relsName, relsXml.replace(/<(([\w.-]+:)?Relationships)\b([^>]*)\/>\s*$/, `<$1$3>${rel}</$1>`));
  } else {
    added.push({
      name: relsName,
      text: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rel}</Relationships>`,
    });
  }

  const ctName = pkg.entries.find((e) => e.name.toLowerCase() === '[content_types].xml')?.name ?? '[Content_Types].xml';
  const ct = pkg.xml(ctName) ?? '';
  const partName = `/${name}`;
  if (!new RegExp(`PartName="${partName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`, 'i').test(ct)) {
    const m = /<\/([\w.-]+:)?Types>\s*$/.exec(ct);
    if (m) changed.set(ctName, `${ct.slice(0, m.index)}<Override PartName="${partName}" ContentType="${CT_COMMENTS}"/>${ct.slice(m.index)}`);
  }
}

/**
 * Writes the reviewed contract in one of the three modes and verifies it (see the file comment). Findings whose
 * comment range does not verify are moved to the document-level comment and the file is written again.
 */
export function writeAnnotated(docxBytes: Uint8Array, findings: TFinding[], options: AnnotateOptions): AnnotateResult {
  let forced: Set<string> | 'all' = new Set<string>();
  const problems: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    let bad: string[] = [];
    try {
      const result = writeOnce(docxBytes, findings, options, forced);
      const check = verifyAnnotations(result.bytes, result.manifest);
      if (check.ok) return strip(result);
      problems.push(...check.problems);
      bad = check.findingIds;
    } catch (err) {
      // openDocx/readDocx errors on the input are the caller's (DocxError); anything else is ours: fall back.
      if (attempt === 0 && (err as Error).name === 'DocxError') throw err;
      problems.push((err as Error).message);
    }
    if (forced === 'all') break;
    // Second try: only the findings that failed go to the document-level comment; third: all of them.
    forced = attempt === 0 && bad.length > 0 ? new Set(bad) : 'all';
  }
  // Nothing verified, not even document-level comments: hand back the original rather than a wrong file.
  const ids = findings.filter((f) => f.decision !== 'rejected').map((f) => f.id);
  return {
    bytes: docxBytes,
    anchored: 0,
    failed: ids,
    skippedRevisions: [],
    manifest: { mode: options.mode, comments: [], insIds: [], delIds: [], originalTexts: [], expectedTexts: [], revisions: [] },
  };
}

/** The brief's name for writeAnnotated. */
export const annotate = writeAnnotated;

function strip(r: WriteOnceResult): AnnotateResult {
  return { bytes: r.bytes, anchored: r.anchored, failed: [...new Set(r.failed)], skippedRevisions: r.skippedRevisions, manifest: r.manifest };
}
