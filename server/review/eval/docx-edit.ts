/**
 * Planting defects into a real .docx at the XML level, for the quality evaluation: only word/document.xml changes,
 * and in it only the text inside w:t elements (replaced, inserted, emptied) and whole w:p / w:tbl elements
 * (removed). Every other part of the package is copied byte for byte, compressed bytes included.
 *
 * Offsets are visible-text offsets in a paragraph, as the reader (docx/read-docx) produces them, so a mutator can
 * search `paragraphs[i].text` and edit what it found. The editor also knows what the mutant must read like
 * (`expectedTexts`), which the evaluation checks against a fresh read of the written bytes.
 */
import { openDocx, encodeXmlText, type DocxPackage } from '../docx/open-docx';
import { readDocx } from '../docx/read-docx';
import { readLayout, type ParagraphLayout, type RunChild } from '../docx/read-docx';
import { escapeXml, rawOffsets } from '../docx/xml';
import { writeZip, type ZipOutEntry } from '../docx/zip';
import type { ReviewDocument, ReviewParagraph } from '../model';

interface Splice {
  start: number;
  end: number;
  text: string;
  /** A whole w:p or w:tbl removed (text splices inside it are dropped). */
  remove: boolean;
}

/** Thrown when an edit cannot be made with w:t edits alone (the mutator then tries elsewhere or is not applicable). */
export class EditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EditError';
  }
}

/** One text node of a paragraph with its visible range. */
interface TextNode {
  child: RunChild;
  vStart: number;
  vEnd: number;
}

/** A .docx being mutated: read once, edits collected, written once. */
export class DocxEditor {
  readonly doc: ReviewDocument;
  private readonly pkg: DocxPackage;
  private readonly xml: string;
  private readonly layouts: ParagraphLayout[];
  private readonly splices: Splice[] = [];
  /** Paragraph index -> its text after the edits made so far (body and table paragraphs of the main part). */
  private readonly newTexts = new Map<number, string>();
  /** Paragraphs removed (their w:p, or the w:tbl holding them, is gone). */
  private readonly removed = new Set<number>();
  /** Per paragraph: text edits in visible offsets of the ORIGINAL text, applied in order of position. */
  private readonly textEdits = new Map<number, { start: number; end: number; text: string }[]>();
  /** Text nodes already given xml:space="preserve". */
  private readonly preserved = new Set<number>();

  constructor(readonly bytes: Uint8Array) {
    this.pkg = openDocx(bytes);
    this.doc = readDocx(this.pkg);
    const { layout } = readLayout(this.pkg);
    this.layouts = layout.paragraphs;
    const part = layout.parts.get(this.pkg.mainPart);
    if (!part) throw new EditError('main part missing');
    this.xml = part.xml;
  }

  get paragraphs(): ReviewParagraph[] {
    return this.doc.paragraphs;
  }

  /** Whether a paragraph can be edited: it lives in the main part (body or table), not in a text box. */
  editable(index: number): boolean {
    const l = this.layouts[index];
    return !!l && l.part === this.pkg.mainPart && !l.inTextbox && !this.removed.has(index);
  }

  private textNodes(index: number): TextNode[] {
    const l = this.layouts[index]!;
    const nodes: TextNode[] = [];
    for (const r of l.runs) for (const c of r.children) if (c.kind === 't') nodes.push({ child: c, vStart: c.vStart, vEnd: c.vStart + c.vLen });
    return nodes;
  }

  /**
   * Replaces [start, end) of paragraph `index` (visible offsets in its original text) with `text`. The new text goes
   * into the text node where the span starts (for an insertion: the node it follows), so it takes that run's
   * formatting; the rest of the span is cut out of the nodes it covers. Throws EditError when the span covers
   * anything but text (a tab, a break, a field result split by markup the reader does not count).
   */
  replaceText(index: number, start: number, end: number, text: string): void {
    if (!this.editable(index)) throw new EditError(`paragraph ${index} is not editable`);
    const original = this.layouts[index]!.text;
    if (start < 0 || end < start || end > original.length) throw new EditError(`span ${start}-${end} outside paragraph ${index}`);
    const edits = this.textEdits.get(index) ?? [];
    if (edits.some((e) => start < e.end && e.start < end) || edits.some((e) => start === end && e.start === start && e.end === start)) {
      throw new EditError(`overlapping edits in paragraph ${index}`);
    }
    const nodes = this.textNodes(index);
    // Every character of the span must sit in a text node.
    for (let k = start; k < end; k++) {
      if (!nodes.some((n) => n.vStart <= k && k < n.vEnd)) throw new EditError(`paragraph ${index}: character ${k} is not in a w:t`);
    }
    let host: TextNode | undefined;
    if (start === end) {
      host = nodes.find((n) => n.vStart < start && start <= n.vEnd) ?? nodes.find((n) => n.vStart === start);
    } else {
      host = nodes.find((n) => n.vStart <= start && start < n.vEnd);
    }
    if (!host) throw new EditError(`paragraph ${index}: no text node at ${start}`);
    for (const n of nodes) {
      const a = Math.max(start, n.vStart);
      const b = Math.min(end, n.vEnd);
      const isHost = n === host;
      if (!isHost && a >= b) continue;
      const from = isHost ? Math.max(start, n.vStart) : a;
      const to = isHost ? Math.min(Math.max(end, from), n.vEnd) : b;
      this.spliceNode(n, from - n.vStart, to - n.vStart, isHost ? text : '');
    }
    edits.push({ start, end, text });
    this.textEdits.set(index, edits);
    this.newTexts.set(index, applyTextEdits(original, edits));
  }

  /** Appends text at the end of a paragraph (in its last text node). */
  appendText(index: number, text: string): void {
    const len = this.layouts[index]!.text.length;
    const nodes = this.textNodes(index);
    const last = nodes[nodes.length - 1];
    if (!last) throw new EditError(`paragraph ${index} has no text`);
    // Trailing tabs or breaks: append right after the last text node instead (the visible text then differs
    // from a plain append, so the expected text is computed from the node's end).
    if (last.vEnd !== len) {
      const tail = this.layouts[index]!.text.slice(last.vEnd);
      if (tail.trim() !== '') throw new EditError(`paragraph ${index} ends with non-text content`);
    }
    this.replaceText(index, last.vEnd, last.vEnd, text);
  }

  /** Empties the visible text of a paragraph (every w:t of it), keeping the w:p. */
  clearText(index: number): void {
    const nodes = this.textNodes(index);
    for (const n of nodes) if (n.vEnd > n.vStart) this.spliceNode(n, 0, n.vEnd - n.vStart, '');
    const original = this.layouts[index]!.text;
    // Tabs and breaks stay: the text becomes what is left of them.
    let rest = '';
    for (let k = 0; k < original.length; k++) if (!nodes.some((n) => n.vStart <= k && k < n.vEnd)) rest += original[k];
    this.newTexts.set(index, rest);
    this.textEdits.set(index, [{ start: 0, end: original.length, text: rest }]);
  }

  /**
   * Removes paragraphs. A body paragraph's w:p is removed; a paragraph that cannot go without breaking the file
   * (it carries the section properties, or is the only paragraph of a table cell, or would leave a table at the
   * very end of the body) is emptied instead. Returns the indexes emptied rather than removed.
   */
  removeParagraphs(indexes: readonly number[]): number[] {
    const emptied: number[] = [];
    const want = new Set(indexes);
    for (const i of [...want].sort((a, b) => a - b)) {
      if (!this.editable(i)) throw new EditError(`paragraph ${i} is not editable`);
      const l = this.layouts[i]!;
      const pXml = this.xml.slice(l.start, l.end);
      const inTable = this.paragraphs[i]!.location === 'table';
      const unsafe = /:sectPr\b/.test(pXml) || inTable || unbalancedFields(pXml) || this.endsBodyAfterTable(l, want);
      if (unsafe) {
        this.clearText(i);
        emptied.push(i);
        continue;
      }
      this.splices.push({ start: l.start, end: l.end, text: '', remove: true });
      this.markRemoved(l.start, l.end);
    }
    return emptied;
  }

  /** Removes the whole top-level table holding paragraph `index`. */
  removeTable(index: number): { first: number; last: number } {
    const l = this.layouts[index]!;
    const range = topLevelTables(this.xml).find((t) => t.start <= l.start && l.end <= t.end);
    if (!range) throw new EditError(`paragraph ${index} is not in a table`);
    // Word wants a paragraph between a table and the section properties: keep the table when it is the last
    // block of the body.
    const after = this.xml.slice(range.end, range.end + 400);
    if (/^\s*<(?:\w+:)?sectPr\b/.test(after) || /^\s*<\/(?:\w+:)?body>/.test(after)) throw new EditError('table ends the body');
    this.splices.push({ start: range.start, end: range.end, text: '', remove: true });
    const idx = this.markRemoved(range.start, range.end);
    return { first: Math.min(...idx), last: Math.max(...idx) };
  }

  /** Indexes of the paragraphs of the top-level table holding paragraph `index` (empty when not in a table). */
  tableParagraphs(index: number): number[] {
    const l = this.layouts[index]!;
    const range = topLevelTables(this.xml).find((t) => t.start <= l.start && l.end <= t.end);
    if (!range) return [];
    return this.layouts.filter((x) => x.part === l.part && x.start >= range.start && x.end <= range.end).map((x) => x.index);
  }

  /** Whether paragraph `index` has been removed. */
  isRemoved(index: number): boolean {
    return this.removed.has(index);
  }

  private markRemoved(start: number, end: number): number[] {
    const hit: number[] = [];
    for (const x of this.layouts) {
      if (x.part === this.pkg.mainPart && x.start >= start && x.end <= end) {
        this.removed.add(x.index);
        hit.push(x.index);
      }
    }
    return hit;
  }

  /** Removing this paragraph (and the others being removed) would leave a table right before the section end. */
  private endsBodyAfterTable(l: ParagraphLayout, removing: Set<number>): boolean {
    const bodyParas = this.layouts.filter((x) => x.part === this.pkg.mainPart && this.paragraphs[x.index]!.location === 'body' && !x.inTextbox);
    const remaining = bodyParas.filter((x) => x.index !== l.index && !removing.has(x.index) && !this.removed.has(x.index) && x.start > l.start);
    if (remaining.length > 0) return false;
    const before = this.xml.slice(Math.max(0, l.start - 200), l.start);
    return /<\/(?:\w+:)?tbl>\s*$/.test(before);
  }

  private spliceNode(n: TextNode, from: number, to: number, text: string): void {
    const c = n.child;
    const selfClosing = c.rawStart === c.rawEnd && this.xml.slice(c.start, c.end).endsWith('/>');
    if (selfClosing) {
      if (!text) return;
      const open = this.xml.slice(c.start, c.end).replace(/\s*\/>$/, '');
      const tag = open.slice(1).split(/\s/)[0]!;
      const attrs = /xml:space=/.test(open) ? open : `${open} xml:space="preserve"`;
      this.splices.push({ start: c.start, end: c.end, text: `${attrs}>${escapeXml(text)}</${tag}>`, remove: false });
      return;
    }
    const raw = this.xml.slice(c.rawStart, c.rawEnd);
    const offs = rawOffsets(raw);
    const a = c.rawStart + offs[from]!;
    const b = c.rawStart + offs[to]!;
    this.splices.push({ start: a, end: b, text: escapeXml(text), remove: false });
    // An edited text may now start or end with a space: its w:t needs xml:space="preserve" (once).
    const open = this.xml.slice(c.start, c.rawStart);
    if (!/xml:space=/.test(open) && !this.preserved.has(c.start)) {
      this.preserved.add(c.start);
      this.splices.push({ start: c.rawStart - 1, end: c.rawStart - 1, text: ' xml:space="preserve"', remove: false });
    }
  }

  /** Paragraph texts the mutant must read as (removed paragraphs left out), in reading order. */
  expectedTexts(): string[] {
    return this.paragraphs.filter((p) => !this.removed.has(p.index)).map((p) => this.newTexts.get(p.index) ?? p.text);
  }

  /** Index in the mutant of original paragraph `index` (null when removed). */
  mutantIndex(index: number): number | null {
    if (this.removed.has(index)) return null;
    let n = 0;
    for (const r of this.removed) if (r < index) n++;
    return index - n;
  }

  /** The mutated package. Only the main part changes; every other entry is copied as it was. */
  build(): Uint8Array {
    const removals = this.splices.filter((s) => s.remove);
    // A removal swallows every edit inside it, a smaller removal included.
    const inside = (s: Splice) => removals.some((r) => r !== s && r.start <= s.start && s.end <= r.end && (r.end - r.start > s.end - s.start || !s.remove));
    const kept = this.splices.filter((s) => !inside(s)).sort((a, b) => a.start - b.start || a.end - b.end);
    for (let k = 1; k < kept.length; k++) {
      if (kept[k]!.start < kept[k - 1]!.end) throw new EditError('overlapping XML splices');
    }
    let out = '';
    let at = 0;
    for (const s of kept) {
      out += this.xml.slice(at, s.start) + s.text;
      at = s.end;
    }
    out += this.xml.slice(at);
    const main = this.pkg.mainPart;
    const items: ZipOutEntry[] = this.pkg.entries.map((e) => {
      const name = e.name.replace(/^\/+/, '');
      if (name !== main) return { kind: 'copy', entry: e, source: this.pkg.bytes };
      return { kind: 'data', name, data: encodeXmlText(out, this.pkg.encodingOf(name)), compress: e.method === 8, like: e };
    });
    return writeZip(items);
  }
}

function applyTextEdits(text: string, edits: readonly { start: number; end: number; text: string }[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** A paragraph whose complex fields begin and end in different paragraphs must not be removed on its own. */
function unbalancedFields(pXml: string): boolean {
  const begins = (pXml.match(/fldCharType="begin"/g) ?? []).length;
  const ends = (pXml.match(/fldCharType="end"/g) ?? []).length;
  return begins !== ends;
}

/** [start, end) of each top-level w:tbl element in a part. */
export function topLevelTables(xml: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  const re = /<(\/?)(?:\w+:)?tbl(?=[\s>/])[^>]*>/g;
  let depth = 0;
  let start = -1;
  let m: RegExpExecArray | null;
  while ((m = re.exec(xml))) {
    if (m[0].endsWith('/>')) continue;
    if (m[1]) {
      depth--;
      if (depth === 0 && start >= 0) {
        out.push({ start, end: m.index + m[0].length });
        start = -1;
      }
    } else {
      if (depth === 0) start = m.index;
      depth++;
    }
  }
  return out;
}
