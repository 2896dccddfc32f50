/**
 * Worker-thread entry of extraction (run-extraction.ts starts it with resourceLimits): the PDF parser, the Word
 * reader and OCR run here, never on the API's event loop, so a 500-page PDF or a hostile file cannot stop the
 * server from answering, and a parser that runs out of memory kills only this thread.
 * Protocol: workerData = TExtractRequest; messages out = TExtractMessage.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { readDocx } from '../../../review/docx/index';
import { tidyPageText } from './assemble-text';
import { decodeTxt, normalizeNewlines } from './decode-txt';
import { createOcrEngine, hasPdftoppm, ocrImage, renderPdfPage, renderWithPdftoppm } from './ocr-page';
import { openPdf, PdfOpenError, readPdfPages } from './pdf-text';
import type { TExtractMessage, TExtractRequest } from './extract-protocol';

function post(message: TExtractMessage): void {
  parentPort!.postMessage(message);
}

async function readText(req: Extract<TExtractRequest, { op: 'text' }>): Promise<void> {
  if (req.kind === 'txt') {
    post({ type: 'pages', pages: [{ page: 1, text: tidyPageText(normalizeNewlines(decodeTxt(req.bytes))), needsOcr: false, reason: 'ok' }], numPages: 1 });
    return;
  }
  if (req.kind === 'docx') {
    const doc = readDocx(req.bytes);
    const text = doc.paragraphs.map((p) => (p.label ? `${p.label} ${p.text}` : p.text)).join('\n');
    post({ type: 'pages', pages: [{ page: 1, text: tidyPageText(text), needsOcr: false, reason: 'ok' }], numPages: 1 });
    return;
  }
  const doc = await openPdf(req.bytes);
  const pages = await readPdfPages(doc, (done, total) => post({ type: 'progress', done, total }));
  post({ type: 'pages', pages, numPages: doc.numPages });
  await doc.destroy();
}

async function runOcr(req: Extract<TExtractRequest, { op: 'ocr' }>): Promise<void> {
  const engine = await createOcrEngine();
  try {
    if (req.kind === 'pdf' && hasPdftoppm()) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-ocr-'));
      try {
        const file = path.join(dir, 'file.pdf');
        await writeFile(file, req.bytes, { mode: 0o600 });
        // The next page is drawn (pdftoppm, ~0.3 s) while this one is recognized: still one page in OCR at a time
        // and at most two PNGs held, but the drawing no longer adds to the wait per page.
        const render = (i: number) => {
          const rendering = renderWithPdftoppm(file, req.pages[i]!, path.join(dir, `page-${i % 2}`));
          rendering.catch(() => undefined); // awaited below; this only keeps a failure from being "unhandled" meanwhile
          return rendering;
        };
        let next = req.pages.length > 0 ? render(0) : null;
        for (let i = 0; i < req.pages.length; i++) {
          const png = await next!;
          next = i + 1 < req.pages.length ? render(i + 1) : null;
          post({ type: 'ocr-page', page: req.pages[i]!, text: await ocrImage(engine, png) });
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    } else if (req.kind === 'pdf') {
      const doc = await openPdf(req.bytes);
      for (const n of req.pages) {
        const { png, dpi } = await renderPdfPage(await doc.getPage(n));
        post({ type: 'ocr-page', page: n, text: await ocrImage(engine, png, dpi) });
      }
      await doc.destroy();
    } else {
      post({ type: 'ocr-page', page: 1, text: await ocrImage(engine, req.bytes) });
    }
  } finally {
    await engine.terminate();
  }
}

async function main(): Promise<void> {
  const req = workerData as TExtractRequest;
  try {
    if (req.op === 'text') await readText(req);
    else await runOcr(req);
    post({ type: 'done' });
  } catch (err) {
    if (err instanceof PdfOpenError) post({ type: 'error', reason: err.reason });
    else post({ type: 'error', reason: 'damaged', detail: err instanceof Error ? err.message : String(err) });
  }
}

void main();
