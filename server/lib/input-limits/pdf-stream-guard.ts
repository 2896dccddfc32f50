/**
 * PDF decompression bombs (issue 15 item 1, decision 187). pdfjs decodes a stream into one growing buffer that it
 * keeps (DecodeStream), and a page's content streams into one more; those are ArrayBuffers, which a worker's heap
 * cap does not count. A 1 MB file whose content stream inflates to 300 MB took the extraction thread past 1 GB.
 * So before pdfjs opens a file, every Flate stream that is not an image is inflated once with a cap: one stream
 * over PDF_MAX_STREAM_BYTES, or all of them together over PDF_MAX_STREAMS_BYTES, refuses the file. Nested Flate
 * layers (/Filter [/FlateDecode /FlateDecode]) are followed. The same pass refuses objects nested over PDF_MAX_DEPTH
 * (pdf-depth.ts), in the file's own syntax and inside those streams (object streams, content streams). Images are skipped: the text phase never decodes them
 * and OCR renders pages with pdftoppm (its own process, its own size cap).
 * Not covered (said plainly): LZW and RunLength streams are not expanded here; the thread's heap cap and time
 * limit remain their only bound.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PDF_MAX_DEPTH, PDF_MAX_STREAMS_BYTES, PDF_MAX_STREAM_BYTES } from '@common/limits';
import { InputLimitError } from './input-limit-error';
import { PdfDepthCounter } from './pdf-depth';

export type TPdfStreamLimits = { maxStreamBytes: number; maxTotalBytes: number; maxDepth: number };

const STREAM = Buffer.from('stream');
/** How far back from `stream` the object's dictionary is looked for. */
const DICT_WINDOW = 4096;
const MAX_LAYERS = 4;

/** A zlib header: deflate method, a window size zlib allows, and the header checksum. */
function looksLikeZlib(b: Uint8Array, at: number): boolean {
  const cmf = b[at];
  const flg = b[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/** The dictionary just before the stream keyword (from the object's start), as text. */
function dictBefore(b: Buffer, keyword: number): string {
  const head = b.toString('latin1', Math.max(0, keyword - DICT_WINDOW), keyword);
  return head.slice(head.lastIndexOf(' obj') + 1);
}

const isImage = (dict: string) => /\/Subtype\s*\/Image\b/.test(dict);
/**
 * Streams of PDF syntax whose nesting pdfjs parses: object streams, and content streams (no /Type, /Subtype, font
 * lengths or /N). Fonts, ICC profiles and xref streams are binary: brackets in them mean nothing.
 */
const isSyntax = (dict: string) => /\/Type\s*\/ObjStm\b/.test(dict) || !/\/(Type|Subtype|Length1|Length2|Length3|N)\b/.test(dict);

/** Output chunks of inflating `input` (bytes or chunks); stops quietly at bad deflate data (pdfjs decides then). */
async function* inflated(input: Uint8Array | AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const inflate = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
  if (input instanceof Uint8Array) inflate.end(input);
  else void pipeline(Readable.from(input), inflate).catch(() => {});
  try {
    for await (const chunk of inflate) yield chunk as Buffer;
  } catch {
    return;
  } finally {
    inflate.destroy();
  }
}

async function* prepend(head: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * Inflated size of a zlib stream, counted chunk by chunk and never kept (memory stays at one chunk), following
 * nested zlib layers; throws InputLimitError('too-large') as soon as it passes `cap`.
 */
async function inflatedSize(input: Uint8Array | AsyncIterable<Buffer>, cap: number, depth: (chunk: Buffer) => void, layer = 1): Promise<number> {
  const chunks = inflated(input)[Symbol.asyncIterator]();
  const first = await chunks.next();
  if (first.done) return 0;
  if (layer < MAX_LAYERS && looksLikeZlib(first.value, 0)) return inflatedSize(prepend(first.value, chunks), cap, depth, layer + 1);
  let total = 0;
  try {
    for (let next: IteratorResult<Buffer> = first; !next.done; next = await chunks.next()) {
      total += next.value.length;
      depth(next.value);
      if (total > cap) throw new InputLimitError('too-large', `a PDF stream inflates past ${cap} bytes`);
    }
  } finally {
    await chunks.return?.(undefined);
  }
  return total;
}

/** Rejects with InputLimitError('too-large') when the PDF's non-image Flate streams inflate past the limits. */
export async function assertPdfStreamsWithinLimits(
  bytes: Uint8Array,
  limits: TPdfStreamLimits = { maxStreamBytes: PDF_MAX_STREAM_BYTES, maxTotalBytes: PDF_MAX_STREAMS_BYTES, maxDepth: PDF_MAX_DEPTH },
): Promise<void> {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  // The file's own syntax (objects between streams) is counted by one counter, each stream's content by its own.
  const outer = new PdfDepthCounter();
  const checkDepth = (counter: PdfDepthCounter) => {
    if (counter.max > limits.maxDepth) throw new InputLimitError('too-large', `PDF objects nested over ${limits.maxDepth} deep`);
  };
  let syntaxFrom = 0;
  for (let at = b.indexOf(STREAM); at >= 0; at = b.indexOf(STREAM, at + STREAM.length)) {
    // `endstream` is the end of one, not a start.
    if (at >= 3 && b[at - 3] === 0x65 && b[at - 2] === 0x6e && b[at - 1] === 0x64) {
      syntaxFrom = at + STREAM.length;
      continue;
    }
    outer.feed(b.subarray(syntaxFrom, at));
    checkDepth(outer);
    syntaxFrom = at + STREAM.length;
    let data = at + STREAM.length;
    if (b[data] === 0x0d) data++;
    if (b[data] === 0x0a) data++;
    if (data === at + STREAM.length || !looksLikeZlib(b, data)) continue;
    const dict = dictBefore(b, at);
    if (isImage(dict)) continue;
    const syntax = isSyntax(dict);
    const left = limits.maxTotalBytes - total;
    const inner = new PdfDepthCounter();
    const size = await inflatedSize(b.subarray(data), Math.min(limits.maxStreamBytes, left + 1), (chunk) => {
      if (!syntax) return;
      inner.feed(chunk);
      checkDepth(inner);
    });
    total += size;
    if (total > limits.maxTotalBytes) throw new InputLimitError('too-large', `PDF streams inflate past ${limits.maxTotalBytes} bytes`);
  }
  outer.feed(b.subarray(syntaxFrom));
  checkDepth(outer);
}
