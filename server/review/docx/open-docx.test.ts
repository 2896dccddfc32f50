import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DOCX_MAX_ENTRIES } from '@common/limits';
import { sniffDocx } from './sniff';
import { openDocx } from './open-docx';
import { readDocx } from './read-docx';
import { writeAnnotated } from './write-docx';
import { DocxError } from './errors';
import { writeZip, readCentralDirectory } from './zip';
import { dataRoot, makeDocx } from './test-support';

const sample = (rel: string) => new Uint8Array(readFileSync(path.join(dataRoot, rel)));
const simple = () => makeDocx('<w:p><w:r><w:t>甲方应于本合同签订之日起三日内付款。</w:t></w:r></w:p>');

function reason(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DocxError);
    expect((err as DocxError).kind).toBe('parse');
    return (err as DocxError).reason;
  }
  throw new Error('expected a DocxError');
}

describe('sniffDocx', () => {
  it('tells docx, doc and password-protected docx apart from bytes', () => {
    expect(sniffDocx(sample('docx-samples/apache-poi/bug53475-password-is-pass.docx'))).toBe('encrypted');
    expect(sniffDocx(sample('docx-samples/apache-poi/SampleDoc.doc'))).toBe('doc');
    expect(sniffDocx(sample('contracts-cn/contract-review-copilot/合租合同.doc'))).toBe('doc');
    expect(sniffDocx(sample('docx-samples/mammoth.js/simple-list.docx'))).toBe('docx');
    expect(sniffDocx(simple())).toBe('docx');
  });

  it('finds a main document that is not word/document.xml', () => {
    expect(sniffDocx(sample('docx-samples/pandoc/alternate_document_path.docx'))).toBe('docx');
  });

  it('still calls a truncated .docx a docx (so the upload says "cannot parse", not "wrong type")', () => {
    const b = simple();
    expect(sniffDocx(b.subarray(0, Math.floor(b.length * 0.6)))).toBe('docx');
  });

  it('rejects other files', () => {
    expect(sniffDocx(new TextEncoder().encode('%PDF-1.7 hello'))).toBe('unknown');
    expect(sniffDocx(new Uint8Array(0))).toBe('unknown');
    const zipWithoutWord = writeZip([{ kind: 'data', name: 'xl/workbook.xml', data: new TextEncoder().encode('<a/>'), compress: true }]);
    expect(sniffDocx(zipWithoutWord)).toBe('unknown');
  });
});

describe('openDocx guards', () => {
  it('refuses a password-protected .docx as a parse error', () => {
    expect(reason(() => openDocx(sample('docx-samples/apache-poi/bug53475-password-is-pass.docx')))).toBe('encrypted');
  });

  it('refuses a truncated zip', () => {
    const b = simple();
    expect(reason(() => openDocx(b.subarray(0, b.length - 30)))).toBe('corrupt-zip');
    expect(reason(() => openDocx(b.subarray(0, 100)))).toBe('corrupt-zip');
  });

  it('refuses a corrupted entry (CRC mismatch)', () => {
    const b = new Uint8Array(simple());
    const e = readCentralDirectory(b, { maxEntries: 100, maxInflatedBytes: 1e9 }).find((x) => x.name === 'word/document.xml')!;
    // Flip the stored CRC in the central directory record.
    const cd = Buffer.from(b).indexOf(Buffer.from('word/document.xml'), e.dataOffset + e.compressedSize) - 46;
    b[cd + 16]! ^= 0xff;
    expect(reason(() => openDocx(b))).toBe('corrupt-zip');
  });

  it('refuses a zip bomb by declared size and by a lying header, without inflating it', () => {
    const zeros = new Uint8Array(50 * 1024 * 1024);
    const bomb = writeZip([
      { kind: 'data', name: '[Content_Types].xml', data: new TextEncoder().encode('<Types/>'), compress: true },
      { kind: 'data', name: 'word/document.xml', data: zeros, compress: true },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(reason(() => openDocx(bomb, { maxInflatedBytes: 10 * 1024 * 1024 }))).toBe('zip-bomb');
    // Now make the headers lie: declare 1 KB for the 50 MB entry (central directory and local header).
    const lying = new Uint8Array(bomb);
    const dv = new DataView(lying.buffer);
    const entries = readCentralDirectory(lying, { maxEntries: 10, maxInflatedBytes: 1e12 });
    const doc = entries.find((x) => x.name === 'word/document.xml')!;
    const cdPos = Buffer.from(lying).lastIndexOf(Buffer.from('word/document.xml')) - 46;
    const localPos = doc.dataOffset - 30 - 'word/document.xml'.length;
    dv.setUint32(cdPos + 24, 1024, true);
    dv.setUint32(localPos + 22, 1024, true);
    const before = process.memoryUsage().rss;
    expect(reason(() => openDocx(lying, { maxInflatedBytes: 10 * 1024 * 1024 }))).toBe('zip-bomb');
    // The inflation stopped at the declared size: nowhere near 50 MB was allocated for it.
    expect(process.memoryUsage().rss - before).toBeLessThan(40 * 1024 * 1024);
  });

  it('refuses too many entries', () => {
    const items = Array.from({ length: DOCX_MAX_ENTRIES + 1 }, (_, i) => ({ kind: 'data' as const, name: `f${i}.bin`, data: new Uint8Array(1), compress: false }));
    expect(reason(() => openDocx(writeZip(items)))).toBe('zip-bomb');
  });

  it('refuses XML with a DOCTYPE or entity declarations (XXE, billion laughs) in any part', () => {
    const xxe = makeDocx('<w:p><w:r><w:t>x</w:t></w:r></w:p>', {
      'word/settings.xml': '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><w:settings>&xxe;</w:settings>',
    });
    expect(reason(() => openDocx(xxe))).toBe('doctype');
    const laughs = makeDocx('<w:p/>', {
      'customXml/item1.xml': '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><lolz>&lol2;</lolz>',
    });
    expect(reason(() => openDocx(laughs))).toBe('doctype');
  });

  it('refuses a zip with two entries of the same name', () => {
    const enc = new TextEncoder();
    const dup = writeZip([
      { kind: 'data', name: 'word/document.xml', data: enc.encode('<a/>'), compress: true },
      { kind: 'data', name: 'word/document.xml', data: enc.encode('<b/>'), compress: true },
    ]);
    expect(reason(() => openDocx(dup))).toBe('corrupt-zip');
  });

  it('refuses malformed XML in the main document', () => {
    const bad = makeDocx('<w:p><w:r><w:t>unclosed</w:r></w:p>');
    expect(reason(() => readDocx(bad))).toBe('malformed-xml');
  });
});

describe('round trip', () => {
  it('writes every part byte-identical when there is nothing to annotate', () => {
    const bytes = sample('contracts-cn/guohuiy-VIAI/借款合同（个人间借贷通用参考范本）.docx');
    for (const mode of ['comments', 'track', 'clean'] as const) {
      const out = writeAnnotated(bytes, [], { mode, author: '张律师' });
      expect(Buffer.from(out.bytes).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('copies untouched parts byte for byte (compressed bytes included) when annotating', () => {
    const bytes = sample('contracts-cn/guohuiy-VIAI/借款合同（个人间借贷通用参考范本）.docx');
    const doc = readDocx(bytes);
    const p = doc.paragraphs.find((x) => x.text.includes('借款利率'))!;
    const start = p.text.indexOf('借款利率');
    const out = writeAnnotated(bytes, [{ id: 'a', rule_id: 'r', level: 'high', title: 't', explanation: '', suggestion: '', legal_basis: [], anchor: { paragraph_index: p.index, start, end: start + 4, quote: '借款利率' }, revision: null, decision: 'open', source: 'rule' }], { mode: 'comments', author: '张律师' });
    const before = openDocx(bytes);
    const after = openDocx(out.bytes);
    const changed = new Set(['word/document.xml', 'word/_rels/document.xml.rels', '[Content_Types].xml']);
    for (const e of before.entries) {
      const a = after.entry(e.name)!;
      expect(a).toBeDefined();
      if (changed.has(e.name)) continue;
      expect(Buffer.from(out.bytes.subarray(a.dataOffset, a.dataOffset + a.compressedSize)).equals(Buffer.from(bytes.subarray(e.dataOffset, e.dataOffset + e.compressedSize)))).toBe(true);
      expect(a.method).toBe(e.method);
    }
    expect(after.entry('word/comments.xml')).toBeDefined();
  });

  it('reads stored and deflated entries alike', () => {
    const data = new TextEncoder().encode('<x>中文</x>');
    const z = writeZip([
      { kind: 'data', name: 'a.xml', data, compress: false },
      { kind: 'data', name: 'b.xml', data: zlib.gzipSync(data).subarray(0, 0), compress: true },
    ]);
    const [a, b] = readCentralDirectory(z, { maxEntries: 10, maxInflatedBytes: 100 });
    expect(a!.method).toBe(0);
    expect(b!.method).toBe(8);
  });
});
