/**
 * OCR with the Chinese data of the npm package @tesseract.js-data/chi_sim (4.0.0_best_int): nothing is downloaded at
 * run time (field notes). The engine is Debian's native `tesseract` when it is installed (ocr-native.ts, ~2.4x less
 * CPU per page), else tesseract.js 7 (WebAssembly); OCR_ENGINE=wasm|native forces one (decision 141). LSTM only;
 * preserve_interword_spaces or it puts spaces between
 * Chinese characters. PDF pages are rendered at 150 dpi one page at a time, so memory stays one page deep: with
 * poppler's pdftoppm when it is installed (it draws non-embedded Chinese fonts such as GBK-EUC-H with the system's
 * CJK fonts; pdfjs in Node draws nothing for them), else with pdfjs and @napi-rs/canvas.
 */
import { execFile, spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import { tidyPageText } from './assemble-text';
import { hasNativeTesseract, nativeTessdataDir, recognizeNative } from './ocr-native';

const require = createRequire(import.meta.url);

/** Rendering resolution for OCR of PDF pages. */
export const OCR_DPI = 150;

/** The folder of the Chinese traineddata that ships in the npm package. */
export function chiSimLangPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/chi_sim/package.json')), '4.0.0_best_int');
}

/** An OCR engine for simplified Chinese (plus the digits and Latin letters chi_sim knows). */
export type TOcrEngine = {
  name: 'tesseract' | 'tesseract.js';
  /** Raw text of one encoded image (PNG or JPEG bytes); `dpi` when the caller rendered it and the file does not say. */
  recognize(image: Uint8Array, dpi?: number): Promise<string>;
  terminate(): Promise<void>;
};

/** Which engine OCR_ENGINE asks for: auto (native when installed), native, or wasm. */
export function ocrEngineChoice(value = process.env.OCR_ENGINE): 'auto' | 'native' | 'wasm' {
  return value === 'native' || value === 'wasm' ? value : 'auto';
}

/** A ready OCR engine: native tesseract when installed (or forced), else tesseract.js. */
export async function createOcrEngine(choice = ocrEngineChoice()): Promise<TOcrEngine> {
  if (choice === 'native' || (choice === 'auto' && hasNativeTesseract())) {
    const dir = nativeTessdataDir(path.join(chiSimLangPath(), 'chi_sim.traineddata.gz'));
    return { name: 'tesseract', recognize: (image, dpi) => recognizeNative(dir, image, dpi), terminate: async () => undefined };
  }
  const worker = await createWorker('chi_sim', OEM.LSTM_ONLY, { langPath: chiSimLangPath(), gzip: true, cacheMethod: 'none' });
  await worker.setParameters({ preserve_interword_spaces: '1' });
  return {
    name: 'tesseract.js',
    recognize: async (image) => (await worker.recognize(Buffer.from(image.buffer, image.byteOffset, image.byteLength))).data.text,
    terminate: async () => void (await worker.terminate()),
  };
}

/** Removes the spaces tesseract leaves between Chinese characters and Chinese punctuation. */
export function tidyOcrText(text: string): string {
  const joined = text.replace(/([\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]) +(?=[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef])/gu, '$1');
  return tidyPageText(joined);
}

/** Recognizes one encoded image (PNG or JPEG bytes). */
export async function ocrImage(engine: TOcrEngine, image: Uint8Array, dpi?: number): Promise<string> {
  return tidyOcrText(await engine.recognize(image, dpi));
}

let pdftoppm: boolean | null = null;
/** True when poppler's pdftoppm can be run. */
export function hasPdftoppm(): boolean {
  pdftoppm ??= spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0;
  return pdftoppm;
}

/** Longest side, in pixels, a page is rendered at: a poster-sized page is drawn at a lower resolution. */
const MAX_SIDE_PX = 5000;

/** The long side of page `n` in points (1/72 inch), from poppler's pdfinfo; null when it cannot tell. */
async function pageLongSidePts(file: string, n: number): Promise<number | null> {
  const out = await new Promise<string>((resolve) => {
    execFile('pdfinfo', ['-f', String(n), '-l', String(n), file], { timeout: 30_000 }, (err, stdout) => resolve(err ? '' : String(stdout)));
  });
  const m = /size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  return m ? Math.max(Number(m[1]), Number(m[2])) : null;
}

/** The resolution page `n` is drawn at: `dpi`, lowered so that its long side stays within MAX_SIDE_PX. */
export async function pageDpi(file: string, n: number, dpi = OCR_DPI): Promise<number> {
  const longSide = await pageLongSidePts(file, n);
  return longSide && (longSide / 72) * dpi > MAX_SIDE_PX ? Math.max(1, Math.floor((MAX_SIDE_PX * 72) / longSide)) : dpi;
}

/**
 * Renders page `n` of the PDF file at `file` to PNG bytes with pdftoppm (out: a path prefix in a private folder),
 * at `dpi` (the PNG records it, so tesseract reads it). Not `-scale-to`: that option scales every page to the box
 * (an A4 page became 3536 x 5000 px, ~425 dpi, eight times the pixels OCR needs), it is no upper bound.
 */
export async function renderWithPdftoppm(file: string, n: number, out: string, dpi = OCR_DPI): Promise<Uint8Array> {
  const r = await pageDpi(file, n, dpi);
  await new Promise<void>((resolve, reject) => {
    execFile('pdftoppm', ['-r', String(r), '-f', String(n), '-l', String(n), '-png', '-singlefile', file, out], { timeout: 60_000 }, (err) =>
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

/**
 * Renders a PDF page to PNG at OCR_DPI on a white background. The PNG does not record its resolution, so the dpi it
 * was drawn at is returned beside it: native tesseract guesses ~280 dpi without it and reads 20% of the characters.
 */
export async function renderPdfPage(page: TPdfPageProxy, dpi = OCR_DPI): Promise<{ png: Uint8Array; dpi: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  let scale = dpi / 72;
  let viewport = page.getViewport({ scale });
  // A poster-sized page is rendered at most MAX_SIDE_PX on its long side.
  const longSide = Math.max(viewport.width, viewport.height);
  if (longSide > MAX_SIDE_PX) {
    scale *= MAX_SIDE_PX / longSide;
    viewport = page.getViewport({ scale });
  }
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: ctx, viewport, canvas }).promise;
  const png = canvas.toBuffer('image/png');
  page.cleanup();
  return { png, dpi: Math.round(scale * 72) };
}
