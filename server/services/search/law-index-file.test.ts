/**
 * The saved law index (decision 230): read back, it is the index that was built — same terms, postings, counts and
 * rankings — and a file of another corpus, other code or another format is never read.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { getLawCorpus, LawCorpus } from '../../laws/corpus';
import type { Law } from '../../laws/parse-laws';
import { LawIndex, LawIndexBuilder, warmLawIndex } from './law-index';
import { deserializeLawIndex, INDEX_SOURCES, lawIndexFile, lawIndexKey, readLawIndexFile, serializeLawIndex, writeLawIndexFile } from './law-index-file';

const full = getLawCorpus();
function corpusOf(ids: string[]): LawCorpus {
  return new LawCorpus(full.laws.filter((l) => ids.includes(l.id)) as Law[], full.stats);
}
const corpus = corpusOf(['labor-contracts-law', 'charity-law', 'bill-law', 'arbitration-law']);
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-law-index-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const QUERIES: [string, number][][] = [
  [['经济补偿', 1], ['解除劳动合同', 1], ['慈善组织', 0.7]],
  [['仲裁协议', 1], ['无效', 0.5]],
  [['汇票', 1], ['承兑', 1], ['付款人', 0.8]],
  [['试用期', 1]],
];

describe('law index file', () => {
  const parts = new LawIndexBuilder(corpus).parts();
  const key = lawIndexKey(corpus);
  const read = deserializeLawIndex(serializeLawIndex(parts, key), corpus, key)!;

  it('reads back every part of the built index', () => {
    expect(read).not.toBeNull();
    expect(read.docs.map((d) => [d.law, d.article, d.length])).toEqual(parts.docs.map((d) => [d.law, d.article, d.length]));
    expect([...read.termIds]).toEqual([...parts.termIds]);
    for (const part of ['postings', 'citing'] as const) {
      expect(Array.from(read[part].start)).toEqual(Array.from(parts[part].start));
      expect(Array.from(read[part].docs)).toEqual(Array.from(parts[part].docs));
      expect(Array.from(read[part].tfs)).toEqual(Array.from(parts[part].tfs));
    }
    expect(Array.from(read.bigramDf.raw().keys)).toEqual(Array.from(parts.bigramDf.raw().keys));
    expect(Array.from(read.bigramDf.raw().counts)).toEqual(Array.from(parts.bigramDf.raw().counts));
    expect(Array.from(read.referencedBy)).toEqual(Array.from(parts.referencedBy));
    expect(Array.from(read.citingLength)).toEqual(Array.from(parts.citingLength));
    expect(Array.from(read.roles)).toEqual(Array.from(parts.roles));
    expect(read.avgLength).toBe(parts.avgLength);
    expect(read.avgCitingLength).toBe(parts.avgCitingLength);
    expect([...read.lawTitleTokens].map(([id, t]) => [id, [...t]])).toEqual([...parts.lawTitleTokens].map(([id, t]) => [id, [...t]]));
  });

  it('ranks exactly as the built index', () => {
    const built = new LawIndex(corpus, parts);
    const loaded = new LawIndex(corpus, read);
    for (const q of QUERIES) {
      const weights = new Map(q);
      const a = built.score(weights, () => true);
      expect(a.length).toBeGreaterThan(0);
      expect(loaded.score(weights, () => true)).toEqual(a);
    }
    expect(loaded.idf('仲裁')).toBe(built.idf('仲裁'));
  });

  it('is read only for the same corpus, key and format', () => {
    const bytes = serializeLawIndex(parts, key);
    expect(deserializeLawIndex(bytes, corpus, 'another-key')).toBeNull();
    expect(deserializeLawIndex(bytes, corpusOf(['labor-contracts-law']), key)).toBeNull();
    const otherFormat = Buffer.from(bytes);
    otherFormat.writeUInt32LE(99, 4);
    expect(deserializeLawIndex(otherFormat, corpus, key)).toBeNull();
    expect(lawIndexKey(corpusOf(['labor-contracts-law']))).not.toBe(key);
    expect(lawIndexKey(corpus)).toBe(key);
  });

  it('the warm-up saves the index it built and the next warm-up of an equal corpus reads it', async () => {
    const dir = await tempDir();
    expect(readLawIndexFile(dir, corpus, key)).toBeNull();
    const first = corpusOf(['bill-law']);
    await warmLawIndex(first, { sliceMs: 5, cacheDir: dir });
    expect(await readdir(dir)).toEqual([path.basename(lawIndexFile(dir, lawIndexKey(first)))]);
    // A second corpus object with the same laws: its warm-up reads the file instead of tokenizing.
    const again = corpusOf(['bill-law']);
    const index = await warmLawIndex(again, { cacheDir: dir });
    expect(index.corpus).toBe(again);
    expect(index.score(new Map([['汇票', 1]]), () => true)).toEqual(new LawIndex(again).score(new Map([['汇票', 1]]), () => true));
  }, 30_000);

  it('a file cut short is not read, and a new file replaces the files of other keys', async () => {
    const dir = await tempDir();
    await writeLawIndexFile(dir, parts, 'aaaa');
    const file = await writeLawIndexFile(dir, parts, key);
    expect(await readdir(dir)).toEqual([path.basename(file)]);
    const bytes = readFileSync(file);
    expect(deserializeLawIndex(bytes.subarray(0, bytes.length - 8), corpus, key)).toBeNull();
  });

  it('keys on every local module the builder imports', () => {
    // The builder's own imports, followed through the repository (types excluded: they change no index).
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(path.resolve(file), 'utf8');
      for (const m of source.matchAll(/^import (?!type )[^;]*? from '([^']+)'/gm)) {
        const spec = m[1]!;
        const target = spec.startsWith('@common/') ? `common/${spec.slice(8)}.ts` : spec.startsWith('.') ? path.join(path.dirname(file), `${spec}.ts`) : null;
        if (target && !target.endsWith('law-index-file.ts')) visit(path.normalize(target));
      }
    };
    visit('server/services/search/law-index.ts');
    expect(seen.size).toBeGreaterThan(5);
    for (const file of seen) expect(INDEX_SOURCES, file).toContain(file);
  });
});
