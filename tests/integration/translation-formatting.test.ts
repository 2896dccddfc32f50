/**
 * The formatting sweep (issue 11 target): every .docx of ../shared/data/contracts-cn through the translation round
 * trip with a stub model that keeps the markers — segments, ⟦F⟧/⟦X⟧ markers, the run-by-run writer — must keep the
 * same paragraphs, tables, cells, numbering (numPr), fields, drawings and sections in every part, every formatting
 * of a translated paragraph (bold, underline ...) on its translation, and leave no translated paragraph in Chinese.
 * (.doc files go through LibreOffice at upload: `npm run bench -- translation` sweeps them too.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepDocx } from '../../server/services/translation/testing/format-sweep';

const ROOT = path.resolve(import.meta.dirname, '../../../shared/data/contracts-cn');

function wordFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? wordFiles(p) : p.endsWith('.docx') ? [p] : [];
  });
}

const FILES = wordFiles(ROOT).sort();

describe('formatting kept through translation on every contracts-cn .docx', () => {
  it('finds the corpus', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(FILES.map((f) => [path.relative(ROOT, f), f]))('%s', async (_name, file) => {
    const r = await sweepDocx(readFileSync(file));
    expect(r.losses).toEqual([]);
    expect(r.counts.paragraphs![1]).toBe(r.counts.paragraphs![0]);
    expect(r.counts.tables![1]).toBe(r.counts.tables![0]);
    expect(r.counts.numPr![1]).toBe(r.counts.numPr![0]);
    expect(r.placed).toBe(r.segments);
    expect(r.formatsLost).toBe(0);
  });
});
