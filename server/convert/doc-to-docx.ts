/**
 * .doc -> .docx with LibreOffice headless (field notes: ~1–1.5 s per 100k-character file, ~210 MB RSS).
 * Each conversion gets its own user profile (-env:UserInstallation): two conversions sharing one profile make one
 * fail silently. Conversions are also queued (at most CONCURRENCY at once) so a burst of .doc uploads cannot start
 * a dozen 200 MB LibreOffice processes on a 2-core machine. A conversion that hangs is killed after the timeout.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export class ConversionError extends Error {
  constructor(
    message: string,
    readonly reason: 'absent' | 'failed' | 'timeout',
  ) {
    super(message);
    this.name = 'ConversionError';
  }
}

const CONCURRENCY = Math.max(1, Math.min(2, os.cpus().length - 1));
let running = 0;
const waiting: (() => void)[] = [];

/**
 * The .doc conversion queue as the upload page shows it (issue 16, decision 185): conversions have their own slots
 * (CONCURRENCY), so .docx uploads, which never convert, never wait behind them; a lawyer whose .doc waits sees how
 * many files are ahead.
 */
export function docConversionQueue(): { running: number; waiting: number; concurrency: number } {
  return { running, waiting: waiting.length, concurrency: CONCURRENCY };
}

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export interface ConvertOptions {
  /** The soffice binary (SOFFICE_PATH). */
  soffice?: string;
  timeoutMs?: number;
}

/** Converts .doc bytes to .docx bytes; throws ConversionError('absent'|'failed'|'timeout'). */
export async function convertDocToDocx(doc: Buffer, options: ConvertOptions = {}): Promise<Buffer> {
  const soffice = options.soffice ?? 'soffice';
  const timeoutMs = options.timeoutMs ?? 60_000;
  return withSlot(async () => {
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-convert-'));
    try {
      const input = path.join(workDir, 'input.doc');
      const outDir = path.join(workDir, 'out');
      await writeFile(input, doc, { mode: 0o600 });
      const profile = pathToFileURL(path.join(workDir, 'profile')).href;
      await runSoffice(
        soffice,
        [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'docx:MS Word 2007 XML', '--outdir', outDir, input],
        timeoutMs,
      );
      const produced = (await readdir(outDir).catch(() => [] as string[])).find((name) => name.endsWith('.docx'));
      if (!produced) throw new ConversionError('LibreOffice produced no .docx', 'failed');
      return await readFile(path.join(outDir, produced));
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  });
}

function runSoffice(binary: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()).slice(-2000));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(new ConversionError('LibreOffice timed out', 'timeout'));
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new ConversionError(error.code === 'ENOENT' ? 'LibreOffice is not installed' : error.message, error.code === 'ENOENT' ? 'absent' : 'failed'));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new ConversionError(`LibreOffice exited ${code}: ${stderr.trim()}`, 'failed'));
    });
  });
}
