/**
 * The law index's compact storage (decision 230): postings sorted by term keep each term's documents in the order
 * they were added, across chunk boundaries; bigram counts count a document once and answer like the Map they replace.
 */
import { describe, expect, it } from 'vitest';
import { KeyCountsBuilder, PostingsBuilder } from './postings';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('PostingsBuilder', () => {
  it('gives each term its documents in the order added, with their frequencies, like per-term lists', () => {
    const next = random(7);
    const builder = new PostingsBuilder();
    const lists = new Map<number, [number, number][]>();
    // More entries than one chunk (65,536), documents ascending, several terms per document.
    for (let doc = 0; doc < 30_000; doc++) {
      const terms = new Set<number>();
      for (let k = 0; k < 5; k++) terms.add(Math.floor(next() * 3_000));
      for (const term of terms) {
        const tf = 1 + Math.floor(next() * 4);
        builder.add(term, doc, tf);
        lists.set(term, [...(lists.get(term) ?? []), [doc, tf]]);
      }
    }
    const postings = builder.finish(3_500);
    expect(postings.start.length).toBe(3_501);
    for (let term = 0; term < 3_500; term++) {
      const expected = lists.get(term) ?? [];
      expect(postings.count(term)).toBe(expected.length);
      const got: [number, number][] = [];
      for (let i = postings.start[term]!; i < postings.start[term + 1]!; i++) got.push([postings.docs[i]!, postings.tfs[i]!]);
      expect(got).toEqual(expected);
    }
  });

  it('caps a frequency at 65535 and covers terms never added', () => {
    const builder = new PostingsBuilder();
    builder.add(2, 0, 70_000);
    const postings = builder.finish(4);
    expect(postings.count(0)).toBe(0);
    expect(postings.count(2)).toBe(1);
    expect(postings.tfs[0]).toBe(65535);
    expect(postings.count(9)).toBe(0);
  });
});

describe('KeyCountsBuilder', () => {
  it('counts each key once per document and answers as a Map of document frequencies would', () => {
    const next = random(11);
    const builder = new KeyCountsBuilder();
    const expected = new Map<number, number>();
    for (let doc = 0; doc < 2_000; doc++) {
      const seen = new Set<number>();
      for (let k = 0; k < 40; k++) {
        // Bigram-like keys: clustered (consecutive characters) and spread up to 2^29.
        const key = next() < 0.5 ? Math.floor(next() * 500) : Math.floor(next() * 2 ** 29);
        builder.add(key, doc);
        if (!seen.has(key)) {
          seen.add(key);
          expected.set(key, (expected.get(key) ?? 0) + 1);
        }
      }
    }
    const counts = builder.finish();
    expect(counts.size).toBe(expected.size);
    for (const [key, n] of expected) expect(counts.get(key)).toBe(n);
    expect(counts.get(2 ** 30)).toBe(0);
    expect(counts.get(-1)).toBe(0);
  });
});
