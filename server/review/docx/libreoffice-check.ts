/**
 * LibreOffice checks for written files, for tests and CI: convert a .docx to PDF (or text) headless, each conversion
 * with its own throw-away profile (two conversions sharing a profile make one fail silently, field notes) and a
 * timeout. `convertsCleanly` is the "opens without repair" proxy: LibreOffice loads the file, lays it out and writes
 * a non-empty PDF. CLI: `node --import tsx server/review/docx/libreoffice-check.ts a.docx b.docx ...`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateEntry, readCentralDirectory } from './zip';
import { decodeXml } from './xml';

export interface ConversionResult {
  ok: boolean;
  /** Converted file (in a temp folder the caller may delete), '' when it failed. */
  output: string;
  ms: number;
  reason: '' | 'absent' | 'failed' | 'timeout';
  detail: string;
}

const CANDIDATES = ['/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice', '/opt/libreoffice/program/soffice'];

/** Path of the soffice binary, or null when LibreOffice is not installed. */
export function sofficePath(): string | null {
  const fromEnv = process.env.SOFFICE_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/**
 * Converts `input` with LibreOffice headless. `filter` is what follows --convert-to, e.g. 'pdf' or 'txt:Text'.
 * The output lands in a fresh temp folder; the profile folder is removed afterwards.
 */
export async function convertWithLibreOffice(input: string, filter: string, timeoutMs = 60_000): Promise<ConversionResult> {
  const soffice = sofficePath();
  const started = performance.now();
  if (!soffice) return { ok: false, output: '', ms: 0, reason: 'absent', detail: 'LibreOffice (soffice) not found' };
  const work = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-lo-'));
  const profile = path.join(work, 'profile');
  const outDir = path.join(work, 'out');
  // A plain ASCII name: LibreOffice derives the output name from the input's.
  const src = path.join(work, `in${path.extname(input) || '.docx'}`);
  await copyFile(input, src);
  const args = [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--norestore', '--convert-to', filter, '--outdir', outDir, src];
  const result = await new Promise<{ code: number | null; timedOut: boolean; stderr: string }>((resolve) => {
    const child = spawn(soffice, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', () => {});
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      resolve({ code: null, timedOut: true, stderr });
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut: false, stderr });
    });
  });
  await rm(profile, { recursive: true, force: true });
  const ms = performance.now() - started;
  if (result.timedOut) return { ok: false, output: '', ms, reason: 'timeout', detail: `no result after ${timeoutMs} ms` };
  const ext = filter.split(':')[0]!;
  const output = path.join(outDir, `in.${ext}`);
  const size = await stat(output).then((s) => s.size).catch(() => 0);
  if (result.code !== 0 || size === 0) {
    return { ok: false, output: '', ms, reason: 'failed', detail: `exit ${result.code}; ${result.stderr.slice(0, 500)}` };
  }
  return { ok: true, output, ms, reason: '', detail: '' };
}

/** True when LibreOffice opens the .docx and writes a non-empty PDF of it. */
export async function convertsCleanly(file: string, timeoutMs = 60_000): Promise<boolean> {
  const r = await convertWithLibreOffice(file, 'pdf', timeoutMs);
  if (r.output) await rm(path.dirname(path.dirname(r.output)), { recursive: true, force: true });
  return r.ok;
}

/** The text LibreOffice renders for a .docx (numbering labels included), for agreement checks. */
export async function libreOfficeText(file: string, timeoutMs = 60_000): Promise<string | null> {
  const r = await convertWithLibreOffice(file, 'txt:Text (encoded):UTF8', timeoutMs);
  if (!r.ok) return null;
  const text = (await readFile(r.output, 'utf8')).replace(/^\ufeff/, '');
  await rm(path.dirname(path.dirname(r.output)), { recursive: true, force: true });
  return text;
}

export interface LibreOfficeComment {
  author: string;
  /** The comment's own text. */
  body: string;
  /** The document text LibreOffice puts inside the comment's range. */
  range: string;
}

function odfText(xml: string): string {
  return decodeXml(
    xml
      .replace(/<text:s\s+text:c="(\d+)"\s*\/>/g, (_m, n: string) => ' '.repeat(Number(n)))
      .replace(/<text:s\s*\/>/g, ' ')
      .replace(/<text:tab\s*\/>/g, '\t')
      .replace(/<text:line-break\s*\/>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  );
}

/**
 * How LibreOffice understood a written file's comments and tracked changes: the file is converted to ODT and the
 * ranges between office:annotation and office:annotation-end are read back (deleted text is not inside them).
 */
export async function libreOfficeComments(file: string, timeoutMs = 60_000): Promise<{ comments: LibreOfficeComment[]; insertions: number; deletions: number } | null> {
  const r = await convertWithLibreOffice(file, 'odt', timeoutMs);
  if (!r.ok) return null;
  const pkg = openDocxLike(new Uint8Array(await readFile(r.output)));
  await rm(path.dirname(path.dirname(r.output)), { recursive: true, force: true });
  const xml = pkg ?? '';
  const comments: LibreOfficeComment[] = [];
  const re = /<office:annotation\s[^>]*office:name="([^"]+)"[^>]*>([\s\S]*?)<\/office:annotation>/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(xml))) {
    const end = xml.indexOf(`<office:annotation-end office:name="${m[1]}"`, m.index);
    const inner = m[2]!;
    const author = odfText(/<dc:creator>([\s\S]*?)<\/dc:creator>/.exec(inner)?.[1] ?? '');
    const body = odfText(inner.replace(/<dc:creator>[\s\S]*?<\/dc:creator>|<dc:date>[\s\S]*?<\/dc:date>/g, '').replace(/<\/text:p>/g, '\n')).trim();
    // Another comment starting inside this range brings its own body along: leave it out of the range text.
    // Footnotes (citation and body), ruby text and anchored text boxes sit inline in ODT: not the range's text.
    const range =
      end < 0
        ? ''
        : xml
            .slice(m.index + m[0].length, end)
            .replace(/<office:annotation\s[\s\S]*?<\/office:annotation>/g, '')
            .replace(/<text:note\b[\s\S]*?<\/text:note>/g, '')
            .replace(/<text:ruby-text\b[\s\S]*?<\/text:ruby-text>/g, '')
            .replace(/<draw:frame\b[\s\S]*?<\/draw:frame>/g, '')
            .replace(/<draw:custom-shape\b[\s\S]*?<\/draw:custom-shape>/g, '');
    comments.push({ author, body, range: odfText(range) });
  }
  const tracked = /<text:tracked-changes[\s\S]*?<\/text:tracked-changes>/.exec(xml)?.[0] ?? '';
  return { comments, insertions: (tracked.match(/<text:insertion>/g) ?? []).length, deletions: (tracked.match(/<text:deletion>/g) ?? []).length };
}

/** content.xml of an ODT (a zip), with the same guards as .docx packages. */
function openDocxLike(bytes: Uint8Array): string | null {
  const entries = readCentralDirectory(bytes, { maxEntries: 10_000, maxInflatedBytes: 500 * 1024 * 1024 });
  const content = entries.find((e) => e.name === 'content.xml');
  return content ? new TextDecoder().decode(inflateEntry(bytes, content, { left: 500 * 1024 * 1024 })) : null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  let failed = 0;
  for (const f of files) {
    const r = await convertWithLibreOffice(f, 'pdf');
    if (r.output) await rm(path.dirname(path.dirname(r.output)), { recursive: true, force: true });
    if (!r.ok) failed++;
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${(r.ms / 1000).toFixed(1)} s ${f}${r.ok ? '' : ` (${r.reason}: ${r.detail})`}`);
  }
  console.log(`${files.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}
