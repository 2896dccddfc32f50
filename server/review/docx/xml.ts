/**
 * A position-recording XML tokenizer for OOXML parts.
 *
 * Hand-written on purpose: the writers splice edits into the original XML text, so every token must carry its
 * exact offsets and untouched bytes must stay untouched. No library tried gives both (field notes, decision 021):
 * fast-xml-parser rewrites character references unless told otherwise and loses offsets, @xmldom/xmldom is correct
 * but ~10x slower and re-serializes, docxmlater / docx4js / redline libraries lose content or rewrite the document.
 * Parts reaching this tokenizer have been checked for DOCTYPE/ENTITY declarations (open-docx.ts), so the only
 * entities are the five predefined ones and numeric character references.
 */
import { parseError } from './errors';

export enum Tok {
  Open = 1,
  Close = 2,
  SelfClose = 3,
  Text = 4,
  /** Comment, processing instruction or CDATA: skipped by readers, kept by splices. */
  Other = 5,
}

/** A streaming tokenizer over a string. Fields describe the current token after next(). */
export class XmlScanner {
  pos: number;
  type: Tok = Tok.Other;
  /** Token start ('<' or first text char) and end (index after '>' or after the text). */
  start = 0;
  end = 0;
  /** Qualified element name for Open/Close/SelfClose. */
  name = '';
  /** Whether the current Other token is a CDATA section (its text is [start + 9, end - 3)). */
  cdata = false;

  constructor(
    readonly s: string,
    from = 0,
    readonly limit = s.length,
  ) {
    this.pos = from;
  }

  /** Advances to the next token; false at the end. Throws DocxError('parse') on an unterminated construct. */
  next(): boolean {
    const s = this.s;
    const p = this.pos;
    if (p >= this.limit) return false;
    if (s.charCodeAt(p) !== 60 /* < */) {
      let lt = s.indexOf('<', p);
      if (lt < 0 || lt > this.limit) lt = this.limit;
      this.type = Tok.Text;
      this.start = p;
      this.end = lt;
      this.pos = lt;
      return true;
    }
    this.start = p;
    this.cdata = false;
    const c1 = s.charCodeAt(p + 1);
    if (c1 === 47 /* / */) {
      const gt = s.indexOf('>', p + 2);
      if (gt < 0) throw parseError('malformed-xml', 'unterminated end tag');
      this.type = Tok.Close;
      this.name = s.slice(p + 2, gt).trim();
      this.end = this.pos = gt + 1;
      return true;
    }
    if (c1 === 33 /* ! */) {
      let close: number;
      if (s.startsWith('<!--', p)) {
        close = s.indexOf('-->', p + 4);
        if (close < 0) throw parseError('malformed-xml', 'unterminated comment');
        close += 3;
      } else if (s.startsWith('<![CDATA[', p)) {
        close = s.indexOf(']]>', p + 9);
        if (close < 0) throw parseError('malformed-xml', 'unterminated CDATA');
        close += 3;
        this.cdata = true;
      } else {
        // <!DOCTYPE or <!ENTITY: refused before we get here; refuse again rather than guess.
        throw parseError('doctype', 'markup declaration in XML part');
      }
      this.type = Tok.Other;
      this.end = this.pos = close;
      return true;
    }
    if (c1 === 63 /* ? */) {
      const close = s.indexOf('?>', p + 2);
      if (close < 0) throw parseError('malformed-xml', 'unterminated processing instruction');
      this.type = Tok.Other;
      this.end = this.pos = close + 2;
      return true;
    }
    // Start tag: the name runs to whitespace, '/' or '>'; attribute values may contain '>' so quotes are skipped.
    let i = p + 1;
    const n = s.length;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62) break;
    }
    this.name = s.slice(p + 1, i);
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === 34 || c === 39) {
        const q = s.indexOf(c === 34 ? '"' : "'", i + 1);
        if (q < 0) throw parseError('malformed-xml', 'unterminated attribute value');
        i = q;
      } else if (c === 62) break;
    }
    if (i >= n) throw parseError('malformed-xml', 'unterminated start tag');
    this.type = s.charCodeAt(i - 1) === 47 ? Tok.SelfClose : Tok.Open;
    this.end = this.pos = i + 1;
    return true;
  }
}

/** Local part of a qualified name. */
export function localName(q: string): string {
  const c = q.indexOf(':');
  return c < 0 ? q : q.slice(c + 1);
}

/** Prefix of a qualified name ('' when none). */
export function prefixOf(q: string): string {
  const c = q.indexOf(':');
  return c < 0 ? '' : q.slice(0, c);
}

const ATTR_RE = /([^\s=/<>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** All attributes of a start tag (the tag's full text), values decoded. */
export function parseAttrs(tag: string): Map<string, string> {
  const m = new Map<string, string>();
  const nameEnd = tag.search(/[\s/>]/);
  ATTR_RE.lastIndex = nameEnd < 0 ? tag.length : nameEnd;
  let r: RegExpExecArray | null;
  while ((r = ATTR_RE.exec(tag))) m.set(r[1]!, decodeXml(r[2] ?? r[3] ?? ''));
  return m;
}

/** One attribute of a start tag by qualified name, decoded; undefined when absent. */
export function attr(tag: string, qname: string): string | undefined {
  let from = 0;
  for (;;) {
    const i = tag.indexOf(qname, from);
    if (i < 0) return undefined;
    from = i + qname.length;
    const before = tag.charCodeAt(i - 1);
    if (!(before === 32 || before === 9 || before === 10 || before === 13)) continue;
    let j = from;
    while (tag.charCodeAt(j) === 32 || tag.charCodeAt(j) === 9 || tag.charCodeAt(j) === 10 || tag.charCodeAt(j) === 13) j++;
    if (tag.charCodeAt(j) !== 61 /* = */) continue;
    j++;
    while (tag.charCodeAt(j) === 32 || tag.charCodeAt(j) === 9 || tag.charCodeAt(j) === 10 || tag.charCodeAt(j) === 13) j++;
    const q = tag[j];
    if (q !== '"' && q !== "'") return undefined;
    const k = tag.indexOf(q, j + 1);
    if (k < 0) return undefined;
    return decodeXml(tag.slice(j + 1, k));
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the predefined entities and numeric character references. */
export function decodeXml(raw: string): string {
  if (raw.indexOf('&') < 0) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (all, body: string) => {
    if (body[0] === '#') {
      const cp = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : all;
    }
    return NAMED[body] ?? all;
  });
}

/**
 * Offsets in raw (encoded) XML text for each decoded character boundary: out[k] is where decoded char k starts,
 * out[decoded.length] === raw.length. Used to cut a text node at a visible-character offset.
 */
export function rawOffsets(raw: string): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < raw.length) {
    if (raw.charCodeAt(i) === 38 /* & */) {
      const semi = raw.indexOf(';', i);
      const decoded = semi > 0 ? decodeXml(raw.slice(i, semi + 1)) : '&';
      if (semi > 0 && decoded !== raw.slice(i, semi + 1)) {
        for (let k = 0; k < decoded.length; k++) out.push(i);
        i = semi + 1;
        continue;
      }
    }
    out.push(i);
    i++;
  }
  out.push(raw.length);
  return out;
}

// XML 1.0 forbids most C0 controls even as character references; text from models can contain them.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for element content or attribute values, dropping characters XML 1.0 cannot carry. */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
