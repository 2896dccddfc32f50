/**
 * The splitter and the masker on the real contracts of ../shared/data/contracts-cn (text via mammoth): the coverage
 * log can only claim "every clause visited" if every paragraph is in exactly one clause part, and masking must give
 * back the contract character for character.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import { documentFromText } from '../review/testing/document-from-text';
import { splitClauses } from './clauses';
import { maskDocument } from './mask';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const corpus = path.resolve(repoRoot, '../shared/data/contracts-cn');

function docxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? docxFiles(p) : p.endsWith('.docx') ? [p] : [];
  });
}

describe('model-pass preparation on real contracts', () => {
  const files = existsSync(corpus) ? docxFiles(corpus) : [];
  const texts = new Map<string, string>();
  // mammoth takes a few seconds for the whole folder: read it once.
  beforeAll(async () => {
    for (const file of files) texts.set(file, (await mammoth.extractRawText({ path: file })).value);
  }, 60_000);

  it('finds the shared contracts', () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  it('puts every paragraph in exactly one clause part, under the token cap unless a single paragraph exceeds it', () => {
    for (const file of files) {
      const doc = documentFromText(texts.get(file)!);
      const clauses = splitClauses(doc, { maxTokens: 1500 });
      const covered = clauses.flatMap((c) => c.paragraphs.map((p) => p.index));
      const expected = doc.paragraphs.filter((p) => p.text.trim() !== '' || p.label !== '').map((p) => p.index);
      expect(covered, path.basename(file)).toEqual(expected);
      for (const c of clauses) expect(c.tokens <= 1500 || c.paragraphs.length === 1, path.basename(file)).toBe(true);
    }
  });

  it('masks and restores every paragraph exactly, and hides the ID numbers the contracts contain', () => {
    let idNumbers = 0;
    for (const file of files) {
      const doc = documentFromText(texts.get(file)!);
      const { doc: masked, masker } = maskDocument(doc);
      masked.paragraphs.forEach((p, i) => expect(masker.restore(p.text), path.basename(file)).toBe(doc.paragraphs[i]!.text));
      const ids = masker.entries.filter((e) => e.kind === 'idCard');
      idNumbers += ids.length;
      const all = masked.paragraphs.map((p) => p.text).join('\n');
      for (const id of ids) expect(all).not.toContain(id.value);
    }
    expect(idNumbers).toBeGreaterThan(0);
  });
});
