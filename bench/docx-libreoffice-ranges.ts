/**
 * For every readable sample .docx: annotate synthetic findings (comments mode and track mode), let LibreOffice read
 * the result (ODT conversion) and compare the ranges it sees with the quotes; also convert to PDF. Prints one line
 * per file and the totals. Slow (~5 s per file): run it in CI or before a release, not in the unit tests.
 * Run: `npm run bench -- docx-libreoffice-ranges`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readDocx } from '../server/review/docx/read-docx';
import { writeAnnotated } from '../server/review/docx/write-docx';
import { convertsCleanly, libreOfficeComments, sofficePath } from '../server/review/docx/libreoffice-check';
import { dataRoot, sampleFiles, syntheticFindings } from '../server/review/docx/test-support';

export async function run(): Promise<void> {
  if (!sofficePath()) {
    console.log('LibreOffice not installed: skipped');
    return;
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-lo-ranges-'));
  let files = 0;
  let comments = 0;
  let agree = 0;
  let pdfOk = 0;
  let pdfTried = 0;
  for (const file of sampleFiles().filter((f) => f.toLowerCase().endsWith('.docx'))) {
    const bytes = new Uint8Array(readFileSync(file));
    let doc;
    try {
      doc = readDocx(bytes);
    } catch {
      continue;
    }
    files++;
    const findings = syntheticFindings(doc);
    const out = writeAnnotated(bytes, findings, { mode: 'comments', author: '审查人LD' });
    const target = path.join(tmp, `f${files}.docx`);
    writeFileSync(target, out.bytes);
    const lo = await libreOfficeComments(target);
    const expected = out.manifest.comments.map((c) => c.quote).sort();
    const seen = (lo?.comments ?? []).filter((c) => c.author === '审查人LD').map((c) => c.range).sort();
    const pool = [...seen];
    const matched = expected.filter((q) => {
      const i = pool.indexOf(q);
      if (i >= 0) pool.splice(i, 1);
      return i >= 0;
    }).length;
    comments += expected.length;
    agree += matched;
    const track = path.join(tmp, `t${files}.docx`);
    writeFileSync(track, writeAnnotated(bytes, findings, { mode: 'track', author: '审查人LD' }).bytes);
    pdfTried++;
    const pdf = await convertsCleanly(track);
    if (pdf) pdfOk++;
    const mark = matched === expected.length && pdf ? 'ok' : 'x ';
    console.log(`${mark} ${path.relative(dataRoot, file)}: ${matched}/${expected.length} comment ranges as LibreOffice reads them; track-mode PDF ${pdf ? 'ok' : 'FAILED'}`);
    if (matched !== expected.length) console.log(`     expected ${JSON.stringify(expected)}\n     libreoffice ${JSON.stringify(seen)}`);
  }
  console.log(`\nLibreOffice comment ranges equal to quotes: ${agree}/${comments} over ${files} files; track-mode PDFs: ${pdfOk}/${pdfTried}`);
  console.log('reproduce: npm run bench -- docx-libreoffice-ranges');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
