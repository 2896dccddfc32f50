/**
 * LibreOffice checks of many Word files at once, for the corpus test: the files are split over `workers` headless
 * LibreOffice processes (each with its own throw-away profile: two conversions sharing a profile make one fail
 * silently, field notes), each converting its share to PDF in one run — starting LibreOffice costs seconds, a
 * conversion a fraction of one. A file without a non-empty PDF afterwards is checked again on its own with the Word
 * layer's convertsCleanly, so one file that crashes a batch cannot fail the others.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { convertsCleanly } from '../../server/review/docx/index';
import { sofficePath } from '../../server/review/docx/libreoffice-check';

function runSoffice(soffice: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(soffice, args, { stdio: 'ignore', detached: true });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
    child.on('error', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function convertShare(soffice: string, files: string[], timeoutMs: number): Promise<Set<string>> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-lo-batch-'));
  try {
    const inDir = path.join(work, 'in');
    const outDir = path.join(work, 'out');
    await mkdir(inDir);
    // ASCII names: LibreOffice derives each PDF's name from its input's.
    const inputs = await Promise.all(
      files.map(async (f, i) => {
        const p = path.join(inDir, `f${i}.docx`);
        await copyFile(f, p);
        return p;
      }),
    );
    const profile = pathToFileURL(path.join(work, 'profile')).href;
    await runSoffice(soffice, [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', outDir, ...inputs], timeoutMs);
    const ok = new Set<string>();
    await Promise.all(
      files.map(async (f, i) => {
        const size = await stat(path.join(outDir, `f${i}.pdf`)).then((s) => s.size).catch(() => 0);
        if (size > 0) ok.add(f);
      }),
    );
    return ok;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Files LibreOffice could not open and lay out as PDF (empty when every file converts). Files go in chunks of
 * `chunk` per LibreOffice run, `workers` runs at a time.
 */
export async function filesLibreOfficeRejects(files: readonly string[], options: { workers?: number; chunk?: number; timeoutPerFileMs?: number } = {}): Promise<string[]> {
  const soffice = sofficePath();
  if (!soffice) throw new Error('LibreOffice (soffice) is not installed');
  const { workers = 2, chunk = 25, timeoutPerFileMs = 30_000 } = options;
  const chunks: string[][] = [];
  for (let i = 0; i < files.length; i += chunk) chunks.push(files.slice(i, i + chunk));
  const converted = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const share = chunks[next++]!;
      for (const f of await convertShare(soffice, share, 60_000 + timeoutPerFileMs * share.length)) converted.add(f);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  const rejected: string[] = [];
  for (const f of files) if (!converted.has(f) && !(await convertsCleanly(f, timeoutPerFileMs * 2))) rejected.push(f);
  return rejected;
}
