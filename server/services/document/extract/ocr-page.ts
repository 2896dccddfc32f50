/**
 * OCR with tesseract.js 7 and the Chinese data of the npm package @tesseract.js-data/chi_sim (4.0.0_best_int):
 * nothing is downloaded at run time (field notes). LSTM only; preserve_interword_spaces or it puts spaces between
 * Chinese characters. PDF pages are rendered at 150 dpi one page at a time, so memory stays one page deep: with
 * poppler's pdftoppm when it is installed (it draws non-embedded Chinese fonts such as GBK-EUC-H with the system's
 * CJK fonts; pdfjs in Node draws nothing for them), else with pdfjs and @napi-rs/canvas.
 */
import { execFile, spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker as TesseractWorker } from 'tesseract.js';
import { tidyPageText } from './assemble-text';

const require = createRequire(import.meta.url);

/** Rendering resolution for OCR of PDF pages. */
export const OCR_DPI = 150;

/** The folder of the Chinese traineddata that ships in the npm package. */
export function chiSimLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/chi_sim/package.json')), '4.0.0_best_int');
}

/** A ready tesseract worker for simplified Chinese (plus the digits and Latin letters chi_sim knows). */
export async function createOcrEngine(): Promise<TesseractWorker> {
  const worker = await createWorker('chi_sim', OEM.LSTM_ONLY, { langPath: chiSimLangPath(), gzip: true, cacheMethod: 'none' });
  await worker.setParameters({ preserve_interword_spaces: '1' });
  return worker;
}

/** Removes the spaces tesseract leaves between Chinese characters and Chinese punctuation. */
export function tidyOcrText(text: string): string {
  const joined = text.replace(/([\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]) +(?=[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef])/gu, '$1');
  return tidyPageText(joined);
}

/** Recognizes one encoded image (PNG or JPEG bytes). */
export async function ocrImage(engine: TesseractWorker, image: Uint8Array): Promise<string> {
  const { data } = await engine.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  return tidyOcrText(data.text);
}

let pdftoppm: boolean | null = null;
/** True when poppler's pdftoppm can be run. */
export function hasPdftoppm(): boolean {
  pdftoppm ??= spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0;
  return pdftoppm;
}

/** Renders page `n` of the PDF file at `file` to PNG bytes with pdftoppm (out: a path prefix in a private folder). */
export async function renderWithPdftoppm(file: string, n: number, out: string, dpi = OCR_DPI): Promise<Uint8Array> {
  await new Promise<void>((resolve, reject) => {
    execFile('pdftoppm', ['-r', String(dpi), '-f', String(n), '-l', String(n), '-png', '-singlefile', '-scale-to', '5000', file, out], { timeout: 60_000 }, (err) =>
      err ? reject(err) : resolve(),
    );
  });
  const png = await readFile(`${out}.png`);
  await rm(`${out}.png`, { force: true });
  return png;
}

type TPdfPageProxy = {
  getViewport(o: { scale: number }): { width: number; height: number };
  render(o: unknown): { promise: Promise<void> };
  cleanup(): void;
};

/** Renders a PDF page to PNG at OCR_DPI on a white background. */
export async function renderPdfPage(page: TPdfPageProxy, dpi = OCR_DPI): Promise<Uint8Array> {
  const { createCanvas } = await import('@napi-rs/canvas');
  let scale = dpi / 72;
  let viewport = page.getViewport({ scale });
  // A poster-sized page is rendered at most 5000 px on its long side.
  const longSide = Math.max(viewport.width, viewport.height);
  if (longSide > 5000) {
    scale *= 5000 / longSide;
    viewport = page.getViewport({ scale });
  }
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: ctx, viewport, canvas }).promise;
  const png = canvas.toBuffer('image/png');
  page.cleanup();
  return png;
}
