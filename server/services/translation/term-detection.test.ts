/**
 * Term detection over the bilingual glossary (issue 11 target): every planted occurrence of a Fu Jen glossary term is
 * listed, and its found/missed state is true to the translation — with a model that honours the glossary and with
 * one that drops every other term, in both directions (英->中 reads the Chinese answer for the Chinese term). The whole
 * glossary is the term list; a quarter of it is planted here (`npm run bench -- translation` plants all of it).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateTermDetection } from './testing/term-detection-eval';

const BILINGUAL = path.resolve(import.meta.dirname, '../../../../shared/data/bilingual');

describe('term detection over the Fu Jen legal glossary', () => {
  it.each(['zh', 'en'] as const)('source %s: lists every occurrence and says truly whether its translation is there', async (sourceLang) => {
    const r = await evaluateTermDetection(BILINGUAL, { every: 4, sourceLang });
    expect(r.terms).toBeGreaterThan(1_000);
    expect(r.failures).toEqual([]);
    expect(r.detected).toBe(r.planted);
    expect(r.honour).toEqual({ agree: r.planted, found: r.planted, missed: 0 });
    expect(r.dropHalf.agree).toBe(r.planted);
    expect(r.dropHalf.missed).toBe(r.dropHalf.truthMissed);
    expect(r.dropHalf.truthMissed).toBeGreaterThan(r.planted / 3);
    // ~1.5 s of CPU per direction (the whole glossary against ~330 segments, four passes each); the margin is for a loaded CI.
  }, 30_000);
});
