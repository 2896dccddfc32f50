/**
 * Written files opened by LibreOffice: a Chinese contract with comments (inside a table too) and with tracked
 * changes, the clean copy and the opinion document convert to PDF; LibreOffice's own reading of the comments
 * (via ODT) puts each comment on exactly its quote, with the reviewer as author. Needs soffice (CI installs it).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDocx } from './read-docx';
import { writeAnnotated } from './write-docx';
import { convertsCleanly, libreOfficeComments, sofficePath } from './libreoffice-check';
import { dataRoot, findingOn } from './test-support';
import { buildReviewReport } from '../report';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-lo-test-'));
const contract = path.join(dataRoot, 'contracts-cn/contract-review-copilot/房屋租赁合同 模板七.docx');
const bytes = new Uint8Array(readFileSync(contract));
const doc = readDocx(bytes);
const idx = (needle: string) => doc.paragraphs.findIndex((p) => p.text.includes(needle));
const tableIdx = doc.paragraphs.findIndex((p) => p.location === 'table' && p.text.includes('附属设备'));
const findings = [
  findingOn(doc, idx('租赁期间，甲方若'), '租赁期间，甲方若', { id: 'a', title: '优先购买权', revision: { op: 'replace', text: '租赁期内，甲方如' } }),
  findingOn(doc, idx('乙方应合理使用'), '合理使用', { id: 'b', level: 'high', title: '使用义务不明确' }),
  findingOn(doc, tableIdx, '附属设备', { id: 'c', level: 'low', title: '附属设施清单', revision: { op: 'delete', text: '' } }),
];

describe('LibreOffice opens what we write', () => {
  it('finds LibreOffice', () => {
    expect(sofficePath()).not.toBeNull();
  });

  it('comments mode: every comment range is the finding quote, author is the reviewer', async () => {
    const out = writeAnnotated(bytes, findings, { mode: 'comments', author: '张律师' });
    expect(out.failed).toEqual([]);
    const file = path.join(tmp, 'comments.docx');
    writeFileSync(file, out.bytes);
    expect(await convertsCleanly(file)).toBe(true);
    const lo = await libreOfficeComments(file);
    expect(lo).not.toBeNull();
    const ours = lo!.comments.filter((c) => c.author === '张律师');
    expect(ours.map((c) => c.range).sort()).toEqual(findings.map((f) => f.anchor!.quote).sort());
    expect(ours.find((c) => c.range === '合理使用')!.body).toContain('【高风险】使用义务不明确');
  }, 120_000);

  it('track mode: tracked insertions and deletions are there, comments cover the new wording', async () => {
    const out = writeAnnotated(bytes, findings, { mode: 'track', author: '张律师' });
    const file = path.join(tmp, 'track.docx');
    writeFileSync(file, out.bytes);
    expect(await convertsCleanly(file)).toBe(true);
    const lo = await libreOfficeComments(file);
    expect(lo!.insertions).toBeGreaterThanOrEqual(1);
    expect(lo!.deletions).toBeGreaterThanOrEqual(2);
    const ranges = lo!.comments.filter((c) => c.author === '张律师').map((c) => c.range);
    // LibreOffice leaves deleted text out of a range: the replaced span reads as its new wording.
    expect(ranges).toContain('租赁期内，甲方如');
    expect(ranges).toContain('合理使用');
  }, 120_000);

  it('the clean copy and the opinion document convert to PDF', async () => {
    const clean = path.join(tmp, 'clean.docx');
    writeFileSync(clean, writeAnnotated(bytes, findings, { mode: 'clean', author: '张律师' }).bytes);
    expect(await convertsCleanly(clean)).toBe(true);
    const report = path.join(tmp, 'report.docx');
    writeFileSync(report, await buildReviewReport({ contractName: '房屋租赁合同', category: '房屋租赁合同', stance: '承租方', reviewer: '张律师', date: new Date(), charCount: doc.charCount, findings }));
    expect(await convertsCleanly(report)).toBe(true);
  }, 120_000);
});
