/**
 * .docx -> ReviewDocument: paragraphs in reading order with their visible text, rendered numbering label, style,
 * location (body, table cell with [table ordinal, row, cell], text box, header, footer, footnote/endnote), plus for
 * every paragraph an internal layout mapping visible-text offsets to (run, text node, char) positions in the XML,
 * which the writers use to splice comments and tracked changes into the original bytes.
 *
 * Visible text (field notes): decoded w:t; w:tab, w:ptab, w:br, w:cr and w:noBreakHyphen count one character; instrText,
 * delText and fldChar count zero; w:del and w:moveFrom content is skipped; hyperlink, ins, moveTo, sdtContent,
 * smartTag, fldSimple and customXml are descended into; of mc:AlternateContent only mc:Choice is read (mc:Fallback
 * repeats text boxes); text boxes (w:txbxContent) are paragraphs of their own, placed right after the paragraph that
 * anchors them; ruby text (w:rt) is skipped and the ruby base read.
 */
import type { ReviewDocument, ReviewParagraph } from '../model';
import type { TDocumentModel } from '@common/api/contract';
import { openDocx, relKind, type DocxPackage, type OpenOptions } from './open-docx';
import { XmlScanner, Tok, attr, decodeXml, localName } from './xml';
import { NumberingRenderer, parseStyles, wPrefixOf } from './numbering';
import { parseError } from './errors';

type Location = ReviewParagraph['location'];

/** One child of a run: a text node, a one-character element, or anything else (zero or opaque text). */
export interface RunChild {
  kind: 't' | 'char' | 'other';
  start: number;
  end: number;
  /** For 't': the raw (encoded) text between the tags. */
  rawStart: number;
  rawEnd: number;
  /** Visible offset of the child's first character in the paragraph text, and its visible length. */
  vStart: number;
  vLen: number;
  /** Whether a tracked change or plain replacement may delete this child (text-like content only). */
  safe: boolean;
  /** 'other' children with visible text (ruby) cannot be cut inside. */
  opaque: boolean;
}

export interface RunLayout {
  start: number;
  openEnd: number;
  /** [start, end) of the run's w:rPr, or -1 when none. */
  rPrStart: number;
  rPrEnd: number;
  closeStart: number;
  end: number;
  selfClosing: boolean;
  /** Start offset of the run's parent element (w:p, w:hyperlink, w:ins, ...), to group sibling runs. */
  parentStart: number;
  /** Indexes into PartLayout.smartTags of the smartTags enclosing the run. */
  smartTags: number[];
  /** Whether the run sits inside a w:ins (someone's tracked insertion). */
  inInsertion: boolean;
  children: RunChild[];
}

export interface SmartTagLayout {
  start: number;
  /** After the opening tag and its w:smartTagPr. */
  innerStart: number;
  closeStart: number;
  end: number;
}

export interface ParagraphLayout {
  index: number;
  part: string;
  start: number;
  /** Where run-level content may be inserted in an empty paragraph (after w:pPr). */
  contentStart: number;
  closeStart: number;
  end: number;
  runs: RunLayout[];
  text: string;
  location: Location;
  inTextbox: boolean;
}

export interface PartLayout {
  name: string;
  xml: string;
  w: string;
  smartTags: SmartTagLayout[];
}

export interface DocxLayout {
  pkg: DocxPackage;
  parts: Map<string, PartLayout>;
  paragraphs: ParagraphLayout[];
}

interface NumProps {
  style: string;
  numId: string | undefined;
  ilvl: number | undefined;
  outlineLvl: number | undefined;
}

const LAYOUT = Symbol('docx-layout');

/** The writer-side layout of a document returned by readDocx (not enumerable, not serialized). */
export function layoutOf(doc: ReviewDocument): DocxLayout | undefined {
  return (doc as unknown as Record<symbol, DocxLayout | undefined>)[LAYOUT];
}

const enum K {
  Other,
  Skip,
  P,
  PPr,
  NumPr,
  R,
  RChild,
  T,
  Tbl,
  Tr,
  Tc,
  Txbx,
  Smart,
  OurDel,
  OurIns,
}

interface Frame {
  kind: K;
  name: string;
  start: number;
  openEnd: number;
}

interface PBuild {
  layout: ParagraphLayout;
  parts: string[];
  len: number;
  props: NumProps;
  run: RunLayout | null;
  /** Opaque child collecting ruby base text. */
  opaque: RunChild | null;
  cell: [number, number, number] | null;
  markers: CommentMarker[];
  /** With a view: the text as it was before our changes. */
  origParts: string[];
  origLen: number;
}

const CHAR_ELEMENTS: Record<string, string> = { tab: '\t', ptab: '\t', br: '\n', cr: '\n', noBreakHyphen: '-' };
// Run children that a deletion may safely wrap (text-like): anything else (fields, drawings, notes) stays.
const SAFE_OTHER = new Set(['rPr', 'lastRenderedPageBreak', 'softHyphen', 'sym', 'annotationRef', 'proofErr']);
const ZERO_TEXT = new Set(['delText', 'instrText', 'delInstrText', 'fldChar', 'footnoteRef', 'endnoteRef', 'softHyphen', 'lastRenderedPageBreak', 'sym']);
const SKIP_W = new Set([
  'moveFrom', 'sdtPr', 'sdtEndPr', 'customXmlPr', 'tblPr', 'tblGrid', 'trPr', 'tcPr', 'tblPrEx', 'sectPr', 'rt', 'fldData',
  'bookmarkStart', 'bookmarkEnd',
]);

/**
 * How to read a written file back for verification: the text as it was before our own tracked changes (w:del with
 * one of `delIds` read as text, w:ins with one of `insIds` skipped), and where comment ranges start and end.
 */
export interface ReadView {
  delIds: Set<string>;
  insIds: Set<string>;
}

/** A comment range marker seen while reading with a view: comment id and visible offset in its paragraph. */
export interface CommentMarker {
  id: string;
  kind: 'start' | 'end';
  offset: number;
}

interface ScanContext {
  paragraphs: PBuild[];
  tableOrdinal: number;
  view: ReadView | null;
}

function scanPart(pkg: DocxPackage, part: string, partLocation: Location | null, ctx: ScanContext): PartLayout {
  const xml = pkg.xml(part);
  if (xml === null) throw parseError('malformed-xml', `${part} missing`);
  const w = wPrefixOf(xml);
  const layout: PartLayout = { name: part, xml, w, smartTags: [] };
  const wp = `${w}:`;
  const sc = new XmlScanner(xml);
  const frames: Frame[] = [];
  const paraStack: PBuild[] = [];
  const tables: { ordinal: number; row: number; cell: number }[] = [];
  const containers: ('table' | 'textbox')[] = [];
  const smartStack: number[] = [];
  let insDepth = 0;
  let ourDelDepth = 0;
  const view = ctx.view;
  let skipDepth = -1;
  const skipNames: string[] = [];
  let ourInsDepth = 0;
  /** Adds visible text to a paragraph; with a view, to the original text and/or the current text. */
  const pushText = (p: PBuild, text: string) => {
    if (!text) return;
    if (view) {
      if (ourInsDepth === 0) {
        p.origParts.push(text);
        p.origLen += text.length;
      }
      if (ourDelDepth > 0) return;
    }
    p.parts.push(text);
    p.len += text.length;
  };
  let rootSeen = false;

  const cur = (): PBuild | undefined => paraStack[paraStack.length - 1];

  const addChild = (p: PBuild, child: RunChild, text: string) => {
    child.vStart = p.len;
    child.vLen = text.length;
    pushText(p, text);
    p.run!.children.push(child);
  };

  const open = (name: string, start: number, end: number, selfClose: boolean): void => {
    const parent = frames[frames.length - 1];
    const isW = name.startsWith(wp);
    const ln = isW ? name.slice(wp.length) : localName(name);
    let kind: K = K.Other;
    const p = cur();

    if (!rootSeen) {
      rootSeen = true;
    } else if (!isW && ln === 'Fallback') {
      kind = K.Skip;
    } else if (parent && parent.kind === K.PPr) {
      if (isW && ln === 'pStyle' && p) p.props.style = attr(xml.slice(start, end), `${w}:val`) ?? '';
      else if (isW && ln === 'outlineLvl' && p) p.props.outlineLvl = Number(attr(xml.slice(start, end), `${w}:val`) ?? NaN);
      kind = isW && ln === 'numPr' ? K.NumPr : K.Skip;
    } else if (parent && parent.kind === K.NumPr) {
      if (p && isW && ln === 'numId') p.props.numId = attr(xml.slice(start, end), `${w}:val`);
      else if (p && isW && ln === 'ilvl') {
        const v = parseInt(attr(xml.slice(start, end), `${w}:val`) ?? '', 10);
        p.props.ilvl = Number.isFinite(v) ? v : undefined;
      }
      kind = K.Skip;
    } else if (parent && parent.kind === K.R && p && p.run) {
      // A direct child of the current run.
      const child: RunChild = { kind: 'other', start, end, rawStart: end, rawEnd: end, vStart: p.len, vLen: 0, safe: false, opaque: false };
      if (isW && (ln === 't' || (ln === 'delText' && ourDelDepth > 0))) {
        child.kind = 't';
        child.safe = true;
        if (selfClose) addChild(p, child, '');
        else p.run.children.push(child); // text added at its close tag
        kind = K.T;
      } else if (isW && CHAR_ELEMENTS[ln] !== undefined) {
        child.kind = 'char';
        child.safe = true;
        addChild(p, child, CHAR_ELEMENTS[ln]!);
        kind = K.Skip;
      } else if (isW && ln === 'rPr') {
        p.run.rPrStart = start;
        kind = K.Skip;
      } else {
        child.safe = isW && SAFE_OTHER.has(ln);
        p.run.children.push(child);
        if (isW && ZERO_TEXT.has(ln)) kind = K.Skip;
        else if (isW && ln === 'ruby') {
          child.opaque = true;
          p.opaque = child;
          kind = K.RChild;
        } else kind = K.RChild;
      }
    } else if (isW) {
      switch (ln) {
        case 'p': {
          const inTextbox = containers[containers.length - 1] === 'textbox';
          const inTable = containers[containers.length - 1] === 'table';
          const t = tables[tables.length - 1];
          const location: Location = partLocation ?? (inTextbox ? 'textbox' : inTable ? 'table' : 'body');
          const pb: PBuild = {
            layout: {
              index: ctx.paragraphs.length,
              part,
              start,
              contentStart: end,
              closeStart: start,
              end,
              runs: [],
              text: '',
              location,
              inTextbox: containers.includes('textbox'),
            },
            parts: [],
            len: 0,
            props: { style: '', numId: undefined, ilvl: undefined, outlineLvl: undefined },
            run: null,
            opaque: null,
            cell: location === 'table' && t ? [t.ordinal, Math.max(t.row, 0), Math.max(t.cell, 0)] : null,
            markers: [],
            origParts: [],
            origLen: 0,
          };
          ctx.paragraphs.push(pb);
          paraStack.push(pb);
          kind = K.P;
          break;
        }
        case 'pPr':
          kind = parent?.kind === K.P ? K.PPr : K.Skip;
          break;
        case 'r':
          if (p && !p.run) {
            p.run = {
              start,
              openEnd: end,
              rPrStart: -1,
              rPrEnd: -1,
              closeStart: end,
              end,
              selfClosing: selfClose,
              parentStart: parent ? parent.start : -1,
              smartTags: [...smartStack],
              inInsertion: insDepth > 0,
              children: [],
            };
            p.layout.runs.push(p.run);
            kind = K.R;
          }
          break;
        case 't':
          // w:t of a run nested in a ruby base: its text belongs to the opaque ruby child.
          kind = p?.opaque ? K.T : K.Skip;
          break;
        case 'tbl':
          tables.push({ ordinal: ctx.tableOrdinal++, row: -1, cell: -1 });
          containers.push('table');
          kind = K.Tbl;
          break;
        case 'tr': {
          const t = tables[tables.length - 1];
          if (t) {
            t.row++;
            t.cell = -1;
          }
          kind = K.Tr;
          break;
        }
        case 'tc': {
          const t = tables[tables.length - 1];
          if (t) t.cell++;
          kind = K.Tc;
          break;
        }
        case 'txbxContent':
          containers.push('textbox');
          kind = K.Txbx;
          break;
        case 'smartTag':
          layout.smartTags.push({ start, innerStart: end, closeStart: end, end });
          smartStack.push(layout.smartTags.length - 1);
          kind = K.Smart;
          break;
        case 'smartTagPr': {
          const st = layout.smartTags[smartStack[smartStack.length - 1]!];
          if (st && parent?.kind === K.Smart) st.innerStart = -1; // set at its close
          kind = K.Skip;
          break;
        }
        case 'ins':
        case 'moveTo':
          if (view && ln === 'ins' && view.insIds.has(attr(xml.slice(start, end), `${w}:id`) ?? '')) {
            ourInsDepth++;
            kind = K.OurIns;
          } else insDepth++;
          break;
        case 'del':
          if (view && view.delIds.has(attr(xml.slice(start, end), `${w}:id`) ?? '')) {
            ourDelDepth++;
            kind = K.OurDel;
          } else kind = K.Skip;
          break;
        case 'commentRangeStart':
        case 'commentRangeEnd':
          if (view && p) p.markers.push({ id: attr(xml.slice(start, end), `${w}:id`) ?? '', kind: ln === 'commentRangeStart' ? 'start' : 'end', offset: p.origLen });
          kind = K.Skip;
          break;
        case 'footnote':
        case 'endnote': {
          const type = attr(xml.slice(start, end), `${w}:type`);
          if (type && type !== 'normal') kind = K.Skip;
          break;
        }
        default:
          if (SKIP_W.has(ln)) kind = K.Skip;
      }
    }

    if (selfClose) {
      close({ kind, name, start, openEnd: end }, start, end);
      return;
    }
    frames.push({ kind, name, start, openEnd: end });
    if (kind === K.Skip) skipDepth = frames.length;
  };

  const close = (f: Frame, closeStart: number, end: number): void => {
    const p = cur();
    switch (f.kind) {
      case K.P: {
        const pb = paraStack.pop()!;
        pb.layout.closeStart = closeStart;
        pb.layout.end = end;
        pb.layout.text = pb.parts.join('');
        break;
      }
      case K.PPr:
        if (p) p.layout.contentStart = end;
        break;
      case K.R:
        if (p && p.run) {
          p.run.closeStart = closeStart;
          p.run.end = end;
          p.run = null;
        }
        break;
      case K.T:
        if (p && p.run) {
          const text = decodeXml(xml.slice(f.openEnd, closeStart));
          if (p.opaque && f.openEnd !== end) {
            // Inside a ruby base: the text belongs to the ruby child.
            const o = p.opaque;
            o.vLen += text.length;
            pushText(p, text);
          } else {
            const child = p.run.children[p.run.children.length - 1];
            if (child && child.kind === 't' && child.start === f.start) {
              child.rawStart = f.openEnd;
              child.rawEnd = f.openEnd === end ? end : closeStart;
              child.end = end;
              child.vStart = p.len;
              child.vLen = text.length;
              pushText(p, text);
            }
          }
        }
        break;
      case K.RChild:
        if (p && p.run) {
          const child = p.run.children.find((c) => c.start === f.start);
          if (child) {
            child.end = end;
            if (child.opaque) {
              p.opaque = null;
              child.safe = false;
            }
          }
        }
        break;
      case K.Tbl:
        tables.pop();
        containers.pop();
        break;
      case K.Txbx:
        containers.pop();
        break;
      case K.OurDel:
        ourDelDepth--;
        break;
      case K.OurIns:
        ourInsDepth--;
        break;
      case K.Smart: {
        const idx = smartStack.pop();
        const st = idx === undefined ? undefined : layout.smartTags[idx];
        if (st) {
          st.closeStart = closeStart;
          st.end = end;
        }
        break;
      }
      default:
        break;
    }
    if (f.kind === K.Skip && f.name.endsWith('smartTagPr')) {
      const st = layout.smartTags[smartStack[smartStack.length - 1]!];
      if (st && st.innerStart === -1) st.innerStart = end;
    }
    if (f.kind === K.Skip && p?.run && f.name === `${w}:rPr` && p.run.rPrStart === f.start) p.run.rPrEnd = end;
    if (f.kind === K.Other && (f.name === `${w}:ins` || f.name === `${w}:moveTo`)) insDepth--;
  };

  while (sc.next()) {
    const t = sc.type;
    if (t === Tok.Text || t === Tok.Other) continue;
    if (skipDepth > 0) {
      // Inside a skipped element (most of a Word file: rPr, pPr, ...): only keep nesting straight, without frames.
      if (t === Tok.Open) skipNames.push(sc.name);
      else if (t === Tok.Close) {
        if (skipNames.length > 0) {
          if (skipNames.pop() !== sc.name) throw parseError('malformed-xml', `${part}: mismatched </${sc.name}>`);
          continue;
        }
        const f = frames.pop();
        if (!f || f.name !== sc.name) throw parseError('malformed-xml', `${part}: mismatched </${sc.name}>`);
        skipDepth = -1;
        close(f, sc.start, sc.end);
      }
      continue;
    }
    if (t === Tok.Open) open(sc.name, sc.start, sc.end, false);
    else if (t === Tok.SelfClose) open(sc.name, sc.start, sc.end, true);
    else {
      const f = frames.pop();
      if (!f || f.name !== sc.name) throw parseError('malformed-xml', `${part}: mismatched </${sc.name}>`);
      close(f, sc.start, sc.end);
    }
  }
  if (frames.length > 0) throw parseError('malformed-xml', `${part}: unclosed <${frames[frames.length - 1]!.name}>`);
  return layout;
}

function referencedHeaderFooterParts(pkg: DocxPackage): { headers: string[]; footers: string[] } {
  const xml = pkg.xml(pkg.mainPart) ?? '';
  const rels = new Map(pkg.rels(pkg.mainPart).map((r) => [r.id, r]));
  const headers: string[] = [];
  const footers: string[] = [];
  // indexOf, not a regex over the whole (multi-megabyte) document.
  for (let i = xml.indexOf('Reference'); i >= 0; i = xml.indexOf('Reference', i + 9)) {
    const kind = xml.slice(i - 6, i);
    if (kind !== 'header' && kind !== 'footer') continue;
    const lt = xml.lastIndexOf('<', i);
    const gt = xml.indexOf('>', i);
    if (lt < 0 || gt < 0 || xml[lt + 1] === '/') continue;
    const id = /\s[\w.-]+:id\s*=\s*"([^"]*)"/.exec(xml.slice(lt, gt + 1))?.[1];
    const rel = id ? rels.get(id) : undefined;
    if (!rel || rel.external || !pkg.entry(rel.target) || pkg.xml(rel.target) === null) continue;
    const list = kind === 'header' ? headers : footers;
    if (!list.includes(rel.target)) list.push(rel.target);
  }
  return { headers, footers };
}

const CN_NUM = '零〇一二三四五六七八九十百千两';

/** Clause level of a paragraph: numbering level, outline level, or a typed clause label (第X章 / 第X条 / 一、 / 1.1). */
function clauseLevel(label: string, text: string, numLevel: number | null, outline: number | undefined, hasChapters: boolean): number {
  if (numLevel !== null) return numLevel + 1;
  if (outline !== undefined && outline >= 0 && outline < 9) return outline + 1;
  const head = (label + text).replace(/^[\s\u3000]+/, '').slice(0, 20);
  if (new RegExp(`^第[${CN_NUM}\\d]+(章|编|部分)`).test(head)) return 1;
  if (new RegExp(`^第[${CN_NUM}\\d]+条`).test(head)) return hasChapters ? 2 : 1;
  if (new RegExp(`^[${CN_NUM}]+[、.．]`).test(head)) return 1;
  if (new RegExp(`^[（(][${CN_NUM}]+[)）]`).test(head)) return 2;
  if (/^\d{1,2}[.．]\d{1,2}[.．]\d{1,2}(?!\d)/.test(head)) return 3;
  if (/^\d{1,2}[.．]\d{1,2}(?![\d%])/.test(head)) return 2;
  return 0;
}

function countVisible(text: string): number {
  let n = 0;
  for (const ch of text) if (!/\s/u.test(ch)) n++;
  return n;
}

/** Reads the layout (paragraphs with positions) of an opened package. */
export function readLayout(pkg: DocxPackage, view: ReadView | null = null): { layout: DocxLayout; builds: PBuild[] } {
  const ctx: ScanContext = { paragraphs: [], tableOrdinal: 0, view };
  const parts = new Map<string, PartLayout>();
  parts.set(pkg.mainPart, scanPart(pkg, pkg.mainPart, null, ctx));
  const { headers, footers } = referencedHeaderFooterParts(pkg);
  for (const h of headers) parts.set(h, scanPart(pkg, h, 'header', ctx));
  for (const f of footers) parts.set(f, scanPart(pkg, f, 'footer', ctx));
  for (const r of pkg.rels(pkg.mainPart)) {
    const kind = relKind(r.type);
    if ((kind === 'footnotes' || kind === 'endnotes') && !r.external && pkg.xml(r.target) !== null && !parts.has(r.target)) {
      parts.set(r.target, scanPart(pkg, r.target, 'footnote', ctx));
    }
  }
  return { layout: { pkg, parts, paragraphs: ctx.paragraphs.map((b) => b.layout) }, builds: ctx.paragraphs };
}

function relatedPart(pkg: DocxPackage, kind: string): string | null {
  const r = pkg.rels(pkg.mainPart).find((x) => !x.external && relKind(x.type) === kind);
  return r && pkg.xml(r.target) !== null ? r.target : null;
}

/** Reads a .docx (bytes or an opened package) into the review model. Throws DocxError('parse') when unreadable. */
export function readDocx(input: Uint8Array | DocxPackage, options: OpenOptions = {}): ReviewDocument {
  const pkg = input instanceof Uint8Array ? openDocx(input, options) : input;
  const { layout, builds } = readLayout(pkg);
  return buildDocument(pkg, layout, builds);
}

/**
 * A written file read through a verification view, in one pass: per paragraph the original text (our deletions
 * read, our insertions skipped) with comment markers at offsets in it, and the current text (changes accepted).
 */
export function readWithView(pkg: DocxPackage, view: ReadView): { original: string; current: string; markers: CommentMarker[] }[] {
  const { builds } = readLayout(pkg, view);
  return builds.map((b) => ({ original: b.origParts.join(''), current: b.layout.text, markers: b.markers }));
}

function buildDocument(pkg: DocxPackage, layout: DocxLayout, builds: PBuild[]): ReviewDocument {
  const stylesPart = relatedPart(pkg, 'styles');
  const numberingPart = relatedPart(pkg, 'numbering');
  const styles = parseStyles(stylesPart ? pkg.xml(stylesPart) : null);
  const numbering = new NumberingRenderer(numberingPart ? pkg.xml(numberingPart) : null, styles);
  const labels = builds.map((b) => numbering.next(b.props));
  const hasChapters = builds.some((b, i) => new RegExp(`^第[${CN_NUM}\\d]+章`).test((labels[i]?.label ?? '') + b.layout.text.trimStart()));
  let charCount = 0;
  const paragraphs: ReviewParagraph[] = builds.map((b, i) => {
    const l = labels[i];
    const text = b.layout.text;
    if (b.layout.location === 'body' || b.layout.location === 'table' || b.layout.location === 'textbox') charCount += countVisible(text);
    const outline = b.props.outlineLvl !== undefined && Number.isFinite(b.props.outlineLvl) ? b.props.outlineLvl : numbering.outlineLevel(b.props.style);
    return {
      index: i,
      label: l ? l.label : '',
      text,
      location: b.layout.location,
      level: clauseLevel(l && !l.bullet ? l.label : '', text, l && !l.bullet ? l.ilvl : null, outline, hasChapters),
      cell: b.cell,
      part: b.layout.part,
      style: b.props.style,
    };
  });
  const doc: ReviewDocument = { paragraphs, charCount };
  Object.defineProperty(doc, LAYOUT, { value: layout, enumerable: false });
  return doc;
}

/** The paragraph model shown on the web detail page. */
export function toDocumentModel(doc: ReviewDocument): TDocumentModel {
  return {
    paragraphs: doc.paragraphs.map(({ index, label, text, location, level, cell }) => ({ index, label, text, location, level, cell })),
    char_count: doc.charCount,
  };
}
