/**
 * Runs extract-worker.ts in a worker thread with a heap limit and a time limit. A parser that throws, runs out of
 * memory or hangs ends as an ExtractionError; the process and its other requests carry on.
 */
import { Worker } from 'node:worker_threads';
import { createIsolatedParser, IsolatedParseError, type TIsolatedParser } from '../../../lib/isolated-parse/index';
import type { TExtractedPage, TExtractMessage, TExtractRequest } from './extract-protocol';

export class ExtractionError extends Error {
  constructor(
    readonly reason: 'encrypted' | 'damaged' | 'memory' | 'timeout',
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'ExtractionError';
  }
}

/** Heap of one extraction thread: enough for a 500-page PDF's text, not for a decompression bomb. */
export const EXTRACT_HEAP_MB = 1024;

type TRunOptions = { timeoutMs: number; onMessage?: (m: TExtractMessage) => void };

function workerUrl(): URL {
  return new URL(`./extract-worker${import.meta.url.endsWith('.js') ? '.js' : '.ts'}`, import.meta.url);
}

function run(request: TExtractRequest, { timeoutMs, onMessage }: TRunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    // An eval'd bootstrap registers tsx's loader in the thread, then imports the TypeScript entry (Node 20 does not
    // apply the parent's --import hooks to a worker's own entry file).
    const entry = JSON.stringify(workerUrl().href);
    const worker = new Worker(`import('tsx/esm/api').then((m) => { m.register(); return import(${entry}); })`, {
      eval: true,
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: EXTRACT_HEAP_MB, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (err) reject(err);
      else resolve();
    };
    const timer = setTimeout(() => finish(new ExtractionError('timeout')), timeoutMs);
    worker.on('message', (m: TExtractMessage) => {
      if (m.type === 'error') return finish(new ExtractionError(m.reason, m.detail));
      if (m.type === 'done') return finish();
      try {
        onMessage?.(m);
      } catch (err) {
        finish(err instanceof Error ? err : new Error(String(err)));
      }
    });
    worker.on('error', (err) => {
      const memory = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(new ExtractionError(memory ? 'memory' : 'damaged', err.message));
    });
    worker.on('exit', (code) => finish(code === 0 ? undefined : new ExtractionError('damaged', `worker exit ${code}`)));
  });
}

let pdfParser: TIsolatedParser<{ bytes: Uint8Array }, { pages: TExtractedPage[]; numPages: number }> | null = null;

/**
 * Text layer of a PDF page by page (each page judged: needsOcr), in the shared isolated parser
 * (server/lib/isolated-parse: a reused thread with a heap cap, so an upload does not pay a thread start).
 */
export async function extractPdfText(bytes: Uint8Array, timeoutMs: number): Promise<{ pages: TExtractedPage[]; numPages: number }> {
  pdfParser ??= createIsolatedParser({
    entry: new URL(`./pdf-text-worker${import.meta.url.endsWith('.js') ? '.js' : '.ts'}`, import.meta.url),
    heapMb: EXTRACT_HEAP_MB,
    timeoutMs,
  });
  try {
    return await pdfParser.run({ bytes });
  } catch (err) {
    if (err instanceof IsolatedParseError) {
      if (err.failure === 'threw' && err.thrown?.reason === 'encrypted') throw new ExtractionError('encrypted');
      throw new ExtractionError(err.failure === 'memory' ? 'memory' : err.failure === 'timeout' ? 'timeout' : 'damaged', err.message);
    }
    throw err;
  }
}

/** Text layer of a PDF, or the text of a .docx/.txt, page by page, in a thread of its own (benchmarks, tools). */
export async function extractTextPages(
  kind: 'pdf' | 'docx' | 'txt',
  bytes: Uint8Array,
  options: { timeoutMs: number; onProgress?: (done: number, total: number) => void },
): Promise<{ pages: TExtractedPage[]; numPages: number }> {
  let result: { pages: TExtractedPage[]; numPages: number } | null = null;
  await run(
    { op: 'text', kind, bytes },
    {
      timeoutMs: options.timeoutMs,
      onMessage: (m) => {
        if (m.type === 'pages') result = { pages: m.pages, numPages: m.numPages };
        else if (m.type === 'progress') options.onProgress?.(m.done, m.total);
      },
    },
  );
  if (!result) throw new ExtractionError('damaged', 'no pages');
  return result;
}

/** OCR of the given PDF pages (or of an image: page 1), one page at a time; `onPage` gets each page's text. */
export async function ocrPages(
  kind: 'pdf' | 'png' | 'jpeg',
  bytes: Uint8Array,
  pages: number[],
  options: { timeoutMs: number; onPage: (page: number, text: string) => void | Promise<void> },
): Promise<void> {
  const pending: Promise<void>[] = [];
  await run(
    { op: 'ocr', kind, bytes, pages },
    {
      timeoutMs: options.timeoutMs,
      onMessage: (m) => {
        if (m.type === 'ocr-page') pending.push(Promise.resolve(options.onPage(m.page, m.text)));
      },
    },
  );
  await Promise.all(pending);
}
