/**
 * OCR through Debian's `tesseract` program (package tesseract-ocr) when it is installed: the same Tesseract 5 LSTM
 * engine and the same chi_sim model as tesseract.js (the npm package's 4.0.0_best_int data, unpacked once into a
 * private folder), but native code instead of WebAssembly: ~1.7 s of CPU per 150-dpi page against ~4 s (decision 141).
 * One child process per page: the model's ~100 MB live outside the API's worker thread and are gone after the page,
 * so a 500-page scan holds one page at a time. OMP_THREAD_LIMIT=1 because OpenMP's spinning threads make a page
 * several times slower on a machine whose other core is busy (measured: 2.3 s -> 36 s).
 */
import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Seconds a single page may take before it is given up (a shared, slow machine gets ample room). */
const PAGE_TIMEOUT_MS = 120_000;

let available: boolean | null = null;
/** True when the `tesseract` program can be run. */
export function hasNativeTesseract(): boolean {
  available ??= spawnSync('tesseract', ['--version'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
  return available;
}

/**
 * A folder holding chi_sim.traineddata unpacked from the npm package's gzip (`gzPath`): under os.tmpdir(), named
 * by the data's hash so a new model version gets a new folder; written to a temporary name and renamed, so a
 * concurrent first page never reads half a file.
 */
export function nativeTessdataDir(gzPath: string): string {
  const gz = readFileSync(gzPath);
  const hash = createHash('sha256').update(gz).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), `lawdesk-tessdata-${hash}`);
  const target = path.join(dir, 'chi_sim.traineddata');
  if (!existsSync(target)) {
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, gunzipSync(gz));
    renameSync(temp, target);
  }
  return dir;
}

/**
 * Recognizes one encoded image (PNG or JPEG bytes) with the native program; resolves to its raw text. `dpi` is
 * passed when known (a page we rendered), else the program reads it from the file or estimates it.
 */
export function recognizeNative(tessdataDir: string, image: Uint8Array, dpi?: number): Promise<string> {
  const args = ['stdin', 'stdout', '--tessdata-dir', tessdataDir, '-l', 'chi_sim', '--oem', '1', '-c', 'preserve_interword_spaces=1'];
  if (dpi) args.push('--dpi', String(dpi));
  return new Promise((resolve, reject) => {
    const child = execFile(
      'tesseract',
      args,
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, timeout: PAGE_TIMEOUT_MS, maxBuffer: 16 << 20, encoding: 'utf8' },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
    child.stdin!.on('error', () => undefined); // a program that died early answers through the callback
    child.stdin!.end(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
  });
}
