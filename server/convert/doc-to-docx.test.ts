import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { convertDocToDocx, ConversionError } from './doc-to-docx';

const shared = fileURLToPath(new URL('../../../shared/data/', import.meta.url));
const contract = path.join(shared, 'contracts-cn/contract-review-copilot/合租合同.doc');

// LibreOffice takes 1–3 s per conversion here, much longer while other suites load the machine.
describe('convertDocToDocx', { timeout: 120_000 }, () => {
  it('turns a real Chinese .doc contract into a .docx holding the same text', async () => {
    const docx = await convertDocToDocx(readFileSync(contract));
    const zip = await JSZip.loadAsync(docx);
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('租');
  });

  it('runs two conversions at once without one failing silently (separate profiles)', async () => {
    const bytes = readFileSync(contract);
    const results = await Promise.all([convertDocToDocx(bytes), convertDocToDocx(bytes)]);
    expect(results.every((docx) => docx.subarray(0, 2).toString() === 'PK')).toBe(true);
  });

  it('says LibreOffice is absent when the binary does not exist', async () => {
    await expect(convertDocToDocx(Buffer.from('x'), { soffice: 'soffice-that-does-not-exist' })).rejects.toMatchObject({
      reason: 'absent',
    });
  });

  it('kills a conversion that hangs and reports a timeout', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-soffice-'));
    const fake = path.join(dir, 'soffice');
    writeFileSync(fake, '#!/bin/sh\nsleep 30\n', { mode: 0o755 });
    await expect(convertDocToDocx(Buffer.from('x'), { soffice: fake, timeoutMs: 300 })).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('reports a failed conversion when LibreOffice exits without output', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-soffice-'));
    const fake = path.join(dir, 'soffice');
    writeFileSync(fake, '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    await expect(convertDocToDocx(Buffer.from('x'), { soffice: fake })).rejects.toBeInstanceOf(ConversionError);
  });
});
