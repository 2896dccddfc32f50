/**
 * PDF text layer with pdfjs-dist's legacy build (field notes: 5.6.205; CMaps are required or a PDF using a
 * non-embedded Chinese font such as STSong-Light comes back EMPTY, silently). Runs inside the extraction worker
 * thread (extract-worker.ts), never on the API's event loop. Each page is judged: empty pages that draw something
 * and dirty text layers are marked for OCR.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { InputLimitError } from '../../../lib/input-limits/input-limit-error';
import { assertPdfStreamsWithinLimits } from '../../../lib/input-limits/pdf-stream-guard';
import { tidyPageText } from './assemble-text';
import { judgePageText } from './dirty-text';

import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type TPdfjs = typeof PdfjsModule;
type TPdfDocument = Awaited<ReturnType<TPdfjs['getDocument']>['promise']>;

export type TPdfPage = { page: number; text: string; needsOcr: boolean; reason: 'ok' | 'empty' | 'dirty' | 'blank' };

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));

let pdfjs: TPdfjs | null = null;
async function loadPdfjs(): Promise<TPdfjs> {
  pdfjs ??= await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

export class PdfOpenError extends Error {
  constructor(readonly reason: 'encrypted' | 'damaged') {
    super(reason);
    this.name = 'PdfOpenError';
  }
}

/** Opens a PDF; throws PdfOpenError('encrypted') for a password-protected file, ('damaged') for anything unreadable. */
export async function openPdf(bytes: Uint8Array): Promise<TPdfDocument> {
  // Decompression bombs are refused before pdfjs decodes anything (decision 187).
  try {
    await assertPdfStreamsWithinLimits(bytes);
  } catch (err) {
    if (err instanceof InputLimitError) throw new PdfOpenError('damaged');
    throw err;
  }
  const lib = await loadPdfjs();
  const task = lib.getDocument({
    data: bytes,
    cMapUrl: path.join(pdfjsRoot, 'cmaps') + '/',
    cMapPacked: true,
    standardFontDataUrl: path.join(pdfjsRoot, 'standard_fonts') + '/',
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (err) {
    const name = (err as { name?: string } | null)?.name;
    if (name === 'PasswordException') throw new PdfOpenError('encrypted');
    throw new PdfOpenError('damaged');
  }
}

/** Painting operators that put pixels or shapes on a page (an empty text layer over these needs OCR). */
async function drawsSomething(lib: TPdfjs, page: Awaited<ReturnType<TPdfDocument['getPage']>>): Promise<boolean> {
  const ops = await page.getOperatorList();
  const O = lib.OPS;
  const painting = new Set<number>([O.paintImageXObject, O.paintInlineImageXObject, O.paintImageMaskXObject, O.paintImageXObjectRepeat, O.paintInlineImageXObjectGroup, O.paintImageMaskXObjectGroup, O.fill, O.eoFill, O.fillStroke, O.eoFillStroke, O.constructPath]);
  let count = 0;
  for (const fn of ops.fnArray) if (painting.has(fn) && ++count >= 3) return true;
  return false;
}

const NEW_BLOCK = /^(第[一二三四五六七八九十百千零〇\d]+[编分章节条]|[一二三四五六七八九十]+、|（[一二三四五六七八九十\d]+）|\d+[、.．])/;

/**
 * Lines a PDF wrapped only for width are joined back (a sentence split over two lines would otherwise hide its
 * words from search and quotes): a long line ending in a Chinese character or a mid-sentence mark continues on the
 * next unless that one opens a new article or heading.
 */
export function reflowLines(text: string): string {
  // Only prose is reflowed: a table's cells look like wrapped lines too.
  const cjk = text.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
  const marks = text.match(/[，。；：]/g)?.length ?? 0;
  if (cjk === 0 || marks / cjk < 0.03) return text;
  const lines = text.split('\n');
  const widths = lines.map((l) => l.length).sort((a, b) => b - a);
  const full = widths[Math.floor(widths.length * 0.2)] ?? 0;
  let out = '';
  lines.forEach((line, i) => {
    if (i === 0) {
      out = line;
      return;
    }
    const prev = lines[i - 1]!;
    const wrapped = full >= 15 && prev.length >= full * 0.8 && /[\u4e00-\u9fff，、（“]$/.test(prev) && /^[\u4e00-\u9fff，。、；：）”]/.test(line) && !NEW_BLOCK.test(line);
    out += wrapped ? line : `\n${line}`;
  });
  return out;
}

/** The text of one page from its text content items (hasEOL marks line ends). */
function pageText(items: readonly unknown[]): string {
  let s = '';
  for (const item of items) {
    const it = item as { str?: string; hasEOL?: boolean };
    if (typeof it.str !== 'string') continue;
    s += it.str;
    if (it.hasEOL) s += '\n';
  }
  return reflowLines(tidyPageText(s));
}

/** Reads every page's text layer and judges it; `onPage` reports progress. */
export async function readPdfPages(doc: TPdfDocument, onPage?: (done: number, total: number) => void): Promise<TPdfPage[]> {
  const lib = await loadPdfjs();
  const out: TPdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = pageText(content.items);
    let entry: TPdfPage;
    if (text.replace(/\s/g, '').length === 0) {
      const draws = await drawsSomething(lib, page);
      entry = { page: n, text: '', needsOcr: draws, reason: draws ? 'empty' : 'blank' };
    } else {
      const quality = judgePageText(text);
      entry = { page: n, text, needsOcr: quality.dirty, reason: quality.dirty ? 'dirty' : 'ok' };
    }
    out.push(entry);
    page.cleanup();
    onPage?.(n, doc.numPages);
  }
  return out;
}
