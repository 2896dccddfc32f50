/**
 * Memory-safe reading (decision 171): before any reader builds a model of an XML part, one pass of the tokenizer
 * counts what would be built — element depth, paragraphs, text characters, size of each tag — and stops at the
 * first limit passed. Nothing is allocated per token, so a part of a million paragraphs is refused after the
 * first DOCX_MAX_PARAGRAPHS of them, not after they have all become objects (4.8 GB for 300 MB of XML before).
 * Counts run across the parts of one package (the limits are per document).
 */
import { parseError } from './errors';
import { Tok, XmlScanner, decodeXml } from './xml';

export interface XmlGuardLimits {
  /** Deepest element nesting accepted. */
  maxDepth: number;
  /** Paragraphs (any element named p: w:p, a:p) over all parts read. */
  maxParagraphs: number;
  /** Characters of text elements (w:t, a:t, ...) over all parts read. */
  maxTextChars: number;
  /** Longest single start tag (its attributes), in UTF-16 units. */
  maxTagChars: number;
}

/** Running totals of one package. */
export interface XmlGuardState {
  paragraphs: number;
  textChars: number;
}

function isLocal(name: string, local: string): boolean {
  const n = name.length;
  const l = local.length;
  return n === l ? name === local : n > l && name.charCodeAt(n - l - 1) === 58 /* : */ && name.endsWith(local);
}

/** Scans one part's XML; throws DocxError('parse', ...) at the first limit passed. */
export function guardXml(part: string, xml: string, limits: XmlGuardLimits, state: XmlGuardState): void {
  const sc = new XmlScanner(xml);
  let depth = 0;
  let inText = false;
  while (sc.next()) {
    const type = sc.type;
    if (type === Tok.Open || type === Tok.SelfClose) {
      if (sc.end - sc.start > limits.maxTagChars) {
        throw parseError('too-large', `${part}: a tag of ${sc.end - sc.start} characters (limit ${limits.maxTagChars})`);
      }
      if (isLocal(sc.name, 'p') && ++state.paragraphs > limits.maxParagraphs) {
        throw parseError('too-many-paragraphs', `over ${limits.maxParagraphs} paragraphs`);
      }
      if (type === Tok.Open) {
        if (++depth > limits.maxDepth) throw parseError('too-deep', `${part}: nesting over ${limits.maxDepth}`);
        inText = isLocal(sc.name, 't');
      }
    } else if (type === Tok.Close) {
      depth--;
      inText = false;
    } else if (type === Tok.Text && inText) {
      const raw = xml.slice(sc.start, sc.end);
      state.textChars += raw.indexOf('&') < 0 ? raw.length : decodeXml(raw).length;
      if (state.textChars > limits.maxTextChars) {
        throw parseError('too-many-chars', `over ${limits.maxTextChars} characters of text`);
      }
    }
  }
}
