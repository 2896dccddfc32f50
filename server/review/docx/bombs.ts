/**
 * Crafted .docx bombs (decision 171), built without ever holding the inflated XML: the XML is deflated chunk by
 * chunk, so a package whose document.xml inflates to 300 MB costs the builder ~1 MB. Used by the bomb test
 * (bombs.test.ts) and the bench (bench/hardening-docx-bombs.ts); not used by the app.
 */
import zlib from 'node:zlib';
import { writeZip, type ZipEntry, type ZipOutEntry } from './zip';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOC_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOC_TAIL = '</w:body></w:document>';
/** One ordinary contract paragraph (what the 300 MB bomb of the issue repeats). */
export const ORDINARY_PARAGRAPH = '<w:p><w:r><w:t>甲方应当于每月五日前向乙方支付上月货款，逾期按日万分之五支付违约金。</w:t></w:r></w:p>';

const enc = new TextEncoder();

/** A stored-as-deflated entry from pieces of XML given one at a time (never joined). */
export function deflatedEntry(name: string, pieces: Iterable<string>, declaredSize?: number): ZipOutEntry {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  let crc = 0;
  let size = 0;
  // The same piece (repeat() yields one string again and again) deflates to the same sync-flushed bytes.
  let last = null as { piece: string; bytes: Uint8Array; deflated: Buffer } | null;
  for (const piece of pieces) {
    if (last?.piece !== piece) {
      const bytes: Uint8Array = enc.encode(piece);
      last = { piece, bytes, deflated: zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
    }
    crc = zlib.crc32(last.bytes, crc);
    size += last.bytes.length;
    out.push(last.deflated);
  }
  deflate.destroy();
  out.push(zlib.deflateRawSync(new Uint8Array(0)));
  const data = Buffer.concat(out);
  const nameBytes = enc.encode(name);
  const entry: ZipEntry = {
    name,
    nameBytes,
    flags: 0,
    method: 8,
    modTime: 0,
    modDate: 0x21,
    crc32: crc >>> 0,
    compressedSize: data.length,
    uncompressedSize: declaredSize ?? size,
    versionNeeded: 20,
    externalAttrs: 0,
    dataOffset: 0,
  };
  return { kind: 'copy', entry, source: data };
}

function plainEntry(name: string, xml: string): ZipOutEntry {
  return { kind: 'data', name, data: enc.encode(xml), compress: true };
}

/** A .docx whose document.xml is DOC_HEAD + pieces + DOC_TAIL. `declaredSize` makes the header lie. */
export function docxWithBody(pieces: Iterable<string>, options: { declaredSize?: number; extra?: ZipOutEntry[] } = {}): Uint8Array {
  function* all(): Iterable<string> {
    yield DOC_HEAD;
    yield* pieces;
    yield DOC_TAIL;
  }
  return writeZip([
    plainEntry('[Content_Types].xml', CONTENT_TYPES),
    plainEntry('_rels/.rels', ROOT_RELS),
    deflatedEntry('word/document.xml', all(), options.declaredSize),
    ...(options.extra ?? []),
  ]);
}

export function* repeat(piece: string, times: number): Iterable<string> {
  // Pieces of ~1 MB, so deflating is fast and memory stays flat.
  const per = Math.max(1, Math.floor((1 << 20) / piece.length));
  const chunk = piece.repeat(per);
  let left = times;
  while (left >= per) {
    yield chunk;
    left -= per;
  }
  if (left > 0) yield piece.repeat(left);
}

/** Ordinary paragraphs until document.xml is about `bytes` long. */
export function paragraphBomb(bytes: number, options: { declaredSize?: number } = {}): Uint8Array {
  const times = Math.ceil(bytes / enc.encode(ORDINARY_PARAGRAPH).length);
  return docxWithBody(repeat(ORDINARY_PARAGRAPH, times), options);
}

/** `depth` nested content controls around one paragraph. */
export function nestingBomb(depth: number): Uint8Array {
  function* body(): Iterable<string> {
    yield* repeat('<w:sdt><w:sdtContent>', depth);
    yield '<w:p><w:r><w:t>深</w:t></w:r></w:p>';
    yield* repeat('</w:sdtContent></w:sdt>', depth);
  }
  return docxWithBody(body());
}

/** One paragraph whose start tag carries an attribute `chars` characters long. */
export function attributeBomb(chars: number): Uint8Array {
  function* body(): Iterable<string> {
    yield '<w:p w:rsidR="';
    yield* repeat('A', chars);
    yield '"><w:r><w:t>属性</w:t></w:r></w:p>';
  }
  return docxWithBody(body());
}

/** A small document plus `count` tiny extra entries. */
export function entriesBomb(count: number): Uint8Array {
  const extra: ZipOutEntry[] = [];
  for (let i = 0; i < count; i++) extra.push({ kind: 'data', name: `customXml/item${i}.bin`, data: new Uint8Array(1), compress: false });
  return docxWithBody([ORDINARY_PARAGRAPH], { extra });
}

/** PNG header (IHDR) claiming width x height, with no pixel data: what a decompression bomb shows before decoding. */
export function pngHeader(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b[24] = 8;
  b[25] = 6;
  b.writeUInt32BE(zlib.crc32(b.subarray(12, 29)) >>> 0, 29);
  return new Uint8Array(b);
}
