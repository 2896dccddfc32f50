/**
 * Opens a .docx package safely: entry count and inflated size are checked from the central directory and enforced
 * while inflating, every XML part is refused if it declares a DOCTYPE or entities (no XXE, no billion laughs), and
 * the main document part is found through the package relationships (it is not always word/document.xml).
 * Entries keep their original compressed bytes so writers re-zip untouched parts as they were.
 */
import {
  DOCX_MAX_ENTRIES,
  DOCX_MAX_INFLATED_BYTES,
  DOCX_MAX_PARAGRAPHS,
  DOCX_MAX_TAG_CHARS,
  DOCX_MAX_TEXT_CHARS,
  DOCX_MAX_XML_BYTES,
  DOCX_MAX_XML_DEPTH,
  DOCX_MAX_XML_PART_BYTES,
} from '@common/limits';
import { parseError, DocxError } from './errors';
import { inflateEntry, readCentralDirectory, type ZipEntry, type ZipLimits } from './zip';
import { XmlScanner, Tok, attr, localName } from './xml';
import { guardXml, type XmlGuardLimits, type XmlGuardState } from './xml-guard';

export type XmlEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export interface Relationship {
  id: string;
  type: string;
  /** Target resolved to a package part name (no leading '/'), or the raw target when external. */
  target: string;
  external: boolean;
}

export const NS = {
  W: 'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  W_STRICT: 'http://purl.oclc.org/ooxml/wordprocessingml/main',
  MC: 'http://schemas.openxmlformats.org/markup-compatibility/2006',
  REL_OFFICE_DOC: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
  REL_OFFICE_DOC_STRICT: 'http://purl.oclc.org/ooxml/officeDocument/relationships/officeDocument',
} as const;

/** Relationship type by its last path segment, so transitional and strict URIs match alike. */
export function relKind(type: string): string {
  return type.slice(type.lastIndexOf('/') + 1);
}

export interface DocxPackage {
  readonly bytes: Uint8Array;
  /** Entries in archive order. */
  readonly entries: readonly ZipEntry[];
  /** Main document part, e.g. 'word/document.xml'. */
  readonly mainPart: string;
  /** True for ISO strict packages (purl.oclc.org namespaces). */
  readonly strict: boolean;
  entry(name: string): ZipEntry | undefined;
  /** Decoded XML text of a part (cached); null when the part does not exist. */
  xml(name: string): string | null;
  /** How a part's XML was encoded, to write it back the same way. */
  encodingOf(name: string): { encoding: XmlEncoding; bom: boolean };
  /** Relationships of a part (from its _rels/*.rels), targets resolved to part names. */
  rels(part: string): Relationship[];
}

export interface OpenOptions {
  maxEntries?: number;
  maxInflatedBytes?: number;
  /** Reading limits (decision 171), all checked before a model is built; defaults in common/limits.ts. */
  maxXmlPartBytes?: number;
  maxXmlBytes?: number;
  maxDepth?: number;
  maxParagraphs?: number;
  /** Text characters over all parts; pass a caller's limit (x a margin) to stop early: reason 'too-many-chars'. */
  maxTextChars?: number;
  maxTagChars?: number;
}

const XML_PART = /\.(xml|rels|vml)$/i;

function detectEncoding(b: Uint8Array): { encoding: XmlEncoding; bom: boolean } {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return { encoding: 'utf-8', bom: true };
  if (b[0] === 0xff && b[1] === 0xfe) return { encoding: 'utf-16le', bom: true };
  if (b[0] === 0xfe && b[1] === 0xff) return { encoding: 'utf-16be', bom: true };
  if (b[0] === 0x3c && b[1] === 0x00 && b[2] === 0x3f && b[3] === 0x00) return { encoding: 'utf-16le', bom: false };
  if (b[0] === 0x00 && b[1] === 0x3c && b[2] === 0x00 && b[3] === 0x3f) return { encoding: 'utf-16be', bom: false };
  return { encoding: 'utf-8', bom: false };
}

function decodeXmlBytes(name: string, b: Uint8Array, enc: { encoding: XmlEncoding; bom: boolean }): string {
  try {
    const body = enc.bom ? b.subarray(enc.encoding === 'utf-8' ? 3 : 2) : b;
    return new TextDecoder(enc.encoding, { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    throw parseError('malformed-xml', `${name}: not valid ${enc.encoding}`);
  }
}

/** Encodes XML text back the way the part was encoded. */
export function encodeXmlText(text: string, enc: { encoding: XmlEncoding; bom: boolean }): Uint8Array {
  if (enc.encoding === 'utf-8') {
    const body = new TextEncoder().encode(text);
    if (!enc.bom) return body;
    const out = new Uint8Array(body.length + 3);
    out.set([0xef, 0xbb, 0xbf]);
    out.set(body, 3);
    return out;
  }
  const le = Buffer.from((enc.bom ? '\ufeff' : '') + text, 'utf16le');
  if (enc.encoding === 'utf-16be') le.swap16();
  return new Uint8Array(le.buffer, le.byteOffset, le.length);
}

const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;

/** Whether UTF-8/ASCII XML bytes hold a DOCTYPE or ENTITY declaration: a byte search, no decoding. */
function hasDeclaration(b: Uint8Array): boolean {
  const buf = Buffer.from(b.buffer, b.byteOffset, b.length);
  for (let i = buf.indexOf('<!'); i >= 0; i = buf.indexOf('<!', i + 2)) {
    let j = i + 2;
    while (buf[j] === 0x20 || buf[j] === 0x09 || buf[j] === 0x0a || buf[j] === 0x0d) j++;
    const word = buf.toString('latin1', j, j + 7).toUpperCase();
    if (word === 'DOCTYPE' || word.startsWith('ENTITY')) return true;
  }
  return false;
}

/** Resolves a relationship target against the part that owns the .rels. */
export function resolveTarget(sourcePart: string, target: string): string {
  if (target.startsWith('/')) return normalizePath(target.slice(1));
  const dir = sourcePart.includes('/') ? sourcePart.slice(0, sourcePart.lastIndexOf('/') + 1) : '';
  return normalizePath(dir + target);
}

function normalizePath(p: string): string {
  const out: string[] = [];
  for (const seg of decodeURIComponentSafe(p).split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') out.pop();
    else out.push(seg);
  }
  return out.join('/');
}

function decodeURIComponentSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

/** The .rels part name for a part: word/document.xml -> word/_rels/document.xml.rels. */
export function relsPartOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

function parseRels(xml: string, sourcePart: string): Relationship[] {
  const out: Relationship[] = [];
  const sc = new XmlScanner(xml);
  while (sc.next()) {
    if ((sc.type === Tok.Open || sc.type === Tok.SelfClose) && localName(sc.name) === 'Relationship') {
      const tag = xml.slice(sc.start, sc.end);
      const id = attr(tag, 'Id') ?? '';
      const type = attr(tag, 'Type') ?? '';
      const target = attr(tag, 'Target') ?? '';
      const external = (attr(tag, 'TargetMode') ?? '').toLowerCase() === 'external';
      out.push({ id, type, external, target: external ? target : resolveTarget(sourcePart, target) });
    }
  }
  return out;
}

/** Opens a .docx from bytes. Throws DocxError('parse') for anything unreadable or unsafe. */
export function openDocx(bytes: Uint8Array, options: OpenOptions = {}): DocxPackage {
  const limits: ZipLimits = {
    maxEntries: options.maxEntries ?? DOCX_MAX_ENTRIES,
    maxInflatedBytes: options.maxInflatedBytes ?? DOCX_MAX_INFLATED_BYTES,
  };
  if (bytes.length >= 8 && bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    throw parseError('encrypted', 'OLE compound file: a password-protected .docx or a .doc, not a .docx package');
  }
  const entries = readCentralDirectory(bytes, limits);
  const byLower = new Map<string, ZipEntry>();
  for (const e of entries) {
    const key = e.name.replace(/^\/+/, '').toLowerCase();
    // Two entries with one name could show the reviewer one text and Word another: refuse.
    if (byLower.has(key)) throw parseError('corrupt-zip', `duplicate entry ${e.name}`);
    byLower.set(key, e);
  }
  const maxXmlPartBytes = options.maxXmlPartBytes ?? DOCX_MAX_XML_PART_BYTES;
  const maxXmlBytes = options.maxXmlBytes ?? DOCX_MAX_XML_BYTES;
  const guardLimits: XmlGuardLimits = {
    maxDepth: options.maxDepth ?? DOCX_MAX_XML_DEPTH,
    maxParagraphs: options.maxParagraphs ?? DOCX_MAX_PARAGRAPHS,
    maxTextChars: options.maxTextChars ?? DOCX_MAX_TEXT_CHARS,
    maxTagChars: options.maxTagChars ?? DOCX_MAX_TAG_CHARS,
  };
  const guardState: XmlGuardState = { paragraphs: 0, textChars: 0 };
  // XML is what becomes strings and objects, so it has its own, smaller budget (decision 171). Checked on the
  // declared sizes first (a 300 MB document.xml is refused before one byte is inflated), then while inflating:
  // inflateEntry stops at the declared size, so a header that lies cannot get past these limits either.
  let declaredXml = 0;
  for (const e of entries) {
    if (!XML_PART.test(e.name)) continue;
    if (e.uncompressedSize > maxXmlPartBytes) {
      throw parseError('too-large', `${e.name}: ${e.uncompressedSize} bytes of XML (limit ${maxXmlPartBytes})`);
    }
    declaredXml += e.uncompressedSize;
    if (declaredXml > maxXmlBytes) throw parseError('too-large', `over ${maxXmlBytes} bytes of XML`);
  }
  const budget = { left: limits.maxInflatedBytes };
  const rawXml = new Map<string, Uint8Array>();
  // Inflate every XML part now: the DOCTYPE/ENTITY refusal must cover all of them, not only the ones we read.
  for (const e of entries) {
    if (!XML_PART.test(e.name)) continue;
    const data = inflateEntry(bytes, e, budget);
    const enc = detectEncoding(data);
    const declared = enc.encoding === 'utf-8' ? hasDeclaration(data) : DECLARATION.test(decodeXmlBytes(e.name, data, enc));
    if (declared) throw parseError('doctype', `${e.name} declares a DOCTYPE or entities`);
    rawXml.set(e.name.replace(/^\/+/, '').toLowerCase(), data);
  }
  const textCache = new Map<string, string>();
  const relsCache = new Map<string, Relationship[]>();

  const pkg: DocxPackage = {
    bytes,
    entries,
    mainPart: '',
    strict: false,
    entry: (name) => byLower.get(name.toLowerCase()),
    xml(name) {
      const key = name.toLowerCase();
      const cached = textCache.get(key);
      if (cached !== undefined) return cached;
      const data = rawXml.get(key);
      if (!data) return null;
      const text = decodeXmlBytes(name, data, detectEncoding(data));
      // Every reader gets its text here: one tokenizer pass stops an oversized part before a model is built.
      guardXml(name, text, guardLimits, guardState);
      textCache.set(key, text);
      return text;
    },
    encodingOf(name) {
      const data = rawXml.get(name.toLowerCase());
      return data ? detectEncoding(data) : { encoding: 'utf-8', bom: false };
    },
    rels(part) {
      const key = part.toLowerCase();
      let r = relsCache.get(key);
      if (!r) {
        const xml = pkg.xml(relsPartOf(part));
        r = xml ? parseRels(xml, part) : [];
        relsCache.set(key, r);
      }
      return r;
    },
  };

  const rootRels = pkg.rels('');
  const officeDoc = rootRels.find((r) => !r.external && relKind(r.type) === 'officeDocument');
  let mainPart = officeDoc && byLower.has(officeDoc.target.toLowerCase()) ? officeDoc.target : '';
  if (!mainPart && byLower.has('word/document.xml')) mainPart = 'word/document.xml';
  if (!mainPart) throw parseError('no-main-document', 'no main document part');
  mainPart = byLower.get(mainPart.toLowerCase())!.name.replace(/^\/+/, '');
  const mainXml = pkg.xml(mainPart);
  if (mainXml === null) throw parseError('no-main-document', 'main document part is not XML');
  const strict = mainXml.slice(0, 4000).includes(NS.W_STRICT);
  return Object.assign(pkg, { mainPart, strict });
}

export { DocxError };
