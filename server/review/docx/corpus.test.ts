/**
 * Every sample Word file (shared/data/docx-samples and contracts-cn): sniffed, read, and — when readable — annotated
 * in all three modes with synthetic findings, re-read, verified and checked for well-formed XML and a valid zip.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffDocx } from './sniff';
import { openDocx } from './open-docx';
import { readDocx } from './read-docx';
import { writeAnnotated } from './write-docx';
import { verifyAnnotations } from './verify';
import { DocxError } from './errors';
import { assertWellFormed, dataRoot, sampleFiles, syntheticFindings } from './test-support';

const files = sampleFiles();

describe('sample corpus', () => {
  it('has the shared samples', () => {
    expect(files.length).toBeGreaterThan(90);
  });

  for (const file of files) {
    const name = path.relative(dataRoot, file);
    it(`${name}: sniffed, read, annotated in three modes`, () => {
      const bytes = new Uint8Array(readFileSync(file));
      const kind = sniffDocx(bytes);
      if (file.toLowerCase().endsWith('.doc')) {
        expect(kind).toBe('doc');
        return;
      }
      if (name.includes('password-is-pass')) {
        expect(kind).toBe('encrypted');
        expect(() => readDocx(bytes)).toThrow(DocxError);
        return;
      }
      expect(kind).toBe('docx');
      let doc;
      try {
        doc = readDocx(bytes);
      } catch (err) {
        // Genuinely broken files may only fail as a parse error.
        expect(err).toBeInstanceOf(DocxError);
        expect((err as DocxError).kind).toBe('parse');
        return;
      }
      expect(doc.paragraphs.every((p, i) => p.index === i)).toBe(true);
      const findings = syntheticFindings(doc);
      const original = openDocx(bytes);
      for (const mode of ['comments', 'track', 'clean'] as const) {
        const r = writeAnnotated(bytes, findings, { mode, author: '张律师', date: '2025-01-02T03:04:05Z' });
        expect(verifyAnnotations(r.bytes, r.manifest)).toMatchObject({ ok: true });
        const pkg = openDocx(r.bytes);
        // Parts we wrote must be well-formed; the others are the original bytes.
        for (const e of pkg.entries) {
          if (/\.(xml|rels)$/i.test(e.name) && pkg.xml(e.name) !== original.xml(e.name)) assertWellFormed(pkg.xml(e.name)!, `${name} ${mode} ${e.name}`);
        }
        const again = readDocx(pkg);
        expect(again.paragraphs.length).toBe(doc.paragraphs.length);
        if (mode === 'comments') {
          // Comments never change the text.
          expect(again.paragraphs.map((p) => p.text)).toEqual(doc.paragraphs.map((p) => p.text));
          const anchorable = findings.filter((f) => f.anchor).length;
          expect(r.anchored + r.failed.length).toBe(anchorable);
          // Synthetic anchors sit on body/table text of the main part: all of them must be placed.
          expect(r.failed).toEqual([]);
        }
        // The nested finding's revision overlaps the first one's: only the first is applied.
        if (mode === 'track' && findings.some((f) => f.id === 'nested')) expect(r.skippedRevisions).toContain('nested');
      }
    }, 60_000);
  }
});
