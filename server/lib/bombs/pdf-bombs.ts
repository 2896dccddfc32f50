/**
 * Crafted PDF bombs (issue 15 item 1), built in a few MB of memory: streams are deflated piece by piece, never
 * held inflated. Used by the parser-bomb test and the bench; not used by the app.
 */
import zlib from 'node:zlib';

const enc = new TextEncoder();

/** zlib (FlateDecode) data of the pieces, deflated one at a time with sync flushes (memory: the output only). */
export function flate(pieces: Iterable<string | Uint8Array>): Buffer {
  const out: Buffer[] = [Buffer.from([0x78, 0xda])];
  let adler = 1;
  // The same piece (repeated() yields one string again and again) deflates to the same sync-flushed bytes.
  let last = null as { piece: string | Uint8Array; length: number; adler: number; deflated: Buffer } | null;
  for (const piece of pieces) {
    if (last?.piece !== piece) {
      const bytes: Uint8Array = typeof piece === 'string' ? enc.encode(piece) : piece;
      last = { piece, length: bytes.length, adler: adler32(bytes, 1), deflated: zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
    }
    adler = adler32Combine(adler, last.adler, last.length);
    out.push(last.deflated);
  }
  out.push(zlib.deflateRawSync(new Uint8Array(0)));
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(adler >>> 0);
  out.push(tail);
  return Buffer.concat(out);
}

const BASE = 65521;

/** Adler-32 of A followed by B from their checksums and B's length (zlib's adler32_combine). */
function adler32Combine(a1: number, a2: number, len2: number): number {
  const rem = len2 % BASE;
  let sum1 = a1 & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (a2 & 0xffff) + BASE - 1;
  sum2 += ((a1 >>> 16) & 0xffff) + ((a2 >>> 16) & 0xffff) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE << 1) sum2 -= BASE << 1;
  if (sum2 >= BASE) sum2 -= BASE;
  return (sum1 | (sum2 << 16)) >>> 0;
}

function adler32(bytes: Uint8Array, start: number): number {
  let a = start & 0xffff;
  let b = (start >>> 16) & 0xffff;
  const NMAX = 5552;
  for (let i = 0; i < bytes.length; ) {
    const end = Math.min(bytes.length, i + NMAX);
    for (; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** Repeats `piece` until about `bytes` bytes, in ~1 MB pieces. */
export function* repeated(piece: string, bytes: number): Iterable<string> {
  const per = Math.max(1, Math.floor((1 << 20) / piece.length));
  const chunk = piece.repeat(per);
  let left = Math.ceil(bytes / piece.length);
  while (left >= per) {
    yield chunk;
    left -= per;
  }
  if (left > 0) yield piece.repeat(left);
}

type TObject = { dict: string; stream?: Buffer };

/** A PDF of the given objects (1-based numbers in order), catalog = object 1. */
export function pdfOf(objects: TObject[]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(offset);
    const head = Buffer.from(`${i + 1} 0 obj\n${o.stream ? o.dict.replace(/>>\s*$/, ` /Length ${o.stream.length} >>`) : o.dict}\n`, 'latin1');
    const body = o.stream ? Buffer.concat([Buffer.from('stream\n'), o.stream, Buffer.from('\nendstream\n')]) : Buffer.alloc(0);
    const end = Buffer.from('endobj\n');
    parts.push(head, body, end);
    offset += head.length + body.length + end.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

const CATALOG = { dict: '<< /Type /Catalog /Pages 2 0 R >>' };
const FONT = { dict: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' };

function onePage(content: Buffer, pageExtra = '', resources = '/Font << /F1 4 0 R >>'): TObject[] {
  return [
    CATALOG,
    { dict: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << ${resources} >> /Contents 5 0 R ${pageExtra}>>` },
    FONT,
    { dict: '<< /Filter /FlateDecode >>', stream: content },
  ];
}

/** One page whose content stream inflates to about `bytes` of ordinary text-showing operators. */
export function pdfTextBomb(bytes: number): Uint8Array {
  const line = '(The buyer shall pay the price within thirty days of delivery.) Tj 0 -14 Td\n';
  return pdfOf(onePage(flate(['BT /F1 12 Tf 72 712 Td\n', ...repeated(line, bytes), 'ET\n'])));
}

/** A page object carrying an array nested `depth` deep. */
export function pdfNestingBomb(depth: number): Uint8Array {
  const content = flate(['BT /F1 12 Tf 72 712 Td (nested) Tj ET\n']);
  return pdfOf(onePage(content, `/Junk ${'['.repeat(depth)}${']'.repeat(depth)} `));
}

/** A page tree that claims `count` pages (one real page). */
export function pdfPageCountBomb(count: number): Uint8Array {
  const objects = onePage(flate(['BT /F1 12 Tf 72 712 Td (one page) Tj ET\n']));
  objects[1] = { dict: `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>` };
  return pdfOf(objects);
}

/** A page that draws one image XObject of width x height pixels (RGB, zeros, deflated: a few KB per 10 MP). */
export function pdfImageBomb(width: number, height: number): Uint8Array {
  const row = new Uint8Array(width * 3);
  function* rows(): Iterable<Uint8Array> {
    // ~1 MB pieces of zero rows.
    const per = Math.max(1, Math.floor((1 << 20) / row.length));
    const chunk = new Uint8Array(row.length * per);
    let left = height;
    while (left >= per) {
      yield chunk;
      left -= per;
    }
    if (left > 0) yield new Uint8Array(row.length * left);
  }
  const image = { dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode >>`, stream: flate(rows()) };
  const objects = onePage(flate(['q 612 0 0 792 0 0 cm /Im1 Do Q\n']), '', '/XObject << /Im1 6 0 R >>');
  return pdfOf([...objects, image]);
}

/** One page whose content is an array of `count` streams, each inflating to about `bytesEach` (each under the per-stream limit). */
export function pdfStreamsBomb(count: number, bytesEach: number): Uint8Array {
  const line = '(The seller shall deliver the goods within ten days.) Tj 0 -14 Td\n';
  const one = flate(['BT /F1 12 Tf 72 712 Td\n', ...repeated(line, bytesEach), 'ET\n']);
  const refs = Array.from({ length: count }, (_, i) => `${i + 5} 0 R`).join(' ');
  const objects: TObject[] = [
    CATALOG,
    { dict: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents [${refs}] >>` },
    FONT,
  ];
  for (let i = 0; i < count; i++) objects.push({ dict: '<< /Filter /FlateDecode >>', stream: one });
  return pdfOf(objects);
}

/** An ordinary one-page PDF with the given line of text (the bombs' control case). */
export function ordinaryPdf(text: string): Uint8Array {
  return pdfOf(onePage(flate([`BT /F1 12 Tf 72 712 Td (${text}) Tj ET\n`])));
}
