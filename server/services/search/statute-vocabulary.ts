/**
 * How much a query word belongs to the statutes' vocabulary (decision 123). A lay question is full of words that
 * are common in everyday Chinese and rare in statutes (现在, 然后, 不想, 一件 …): BM25 gives them the highest idf of
 * the query precisely because the statutes never use them, and an article that happens to contain one outranks
 * the rule the question is about. The ratio of a word's share of statute articles to its share of general text
 * (jieba's dictionary frequencies, which ship with the segmenter) separates the two: 船舶, 押金, 出租人 are far more
 * frequent in statutes than in general text; 现在, 不幸 are not. Words jieba does not know (legal terms of our own
 * dictionary, rare compounds) count fully.
 */
import { dict } from '@node-rs/jieba/dict';
import type { LawIndex } from './law-index';

/** Log-ratio (statute share / general share) at which a word counts fully. */
const FULL_AT = 4;
/** The least a query word counts (a colloquial word still says something about the facts). */
const FLOOR = 0.25;
/** Only words at least this frequent in general text can be colloquial noise; rarer ones are not kept in memory. */
const MIN_GENERAL = 30;

let general: { freq: Map<string, number>; total: number } | null = null;

/** Reads dictionary lines [from, to) into `freq`; returns the count they add to the total. */
function readLines(lines: string[], from: number, to: number, freq: Map<string, number>): number {
  let total = 0;
  for (let i = from; i < to; i++) {
    const line = lines[i]!;
    const a = line.indexOf(' ');
    if (a <= 0) continue;
    const b = line.indexOf(' ', a + 1);
    const f = Number(line.slice(a + 1, b < 0 ? undefined : b));
    if (!Number.isFinite(f)) continue;
    total += f;
    if (f >= MIN_GENERAL) freq.set(line.slice(0, a), f);
  }
  return total;
}

/** jieba's general-text word frequencies (words seen at least MIN_GENERAL times), read once. */
function generalFrequencies(): { freq: Map<string, number>; total: number } {
  if (general) return general;
  const lines = Buffer.from(dict).toString('utf8').split('\n');
  const freq = new Map<string, number>();
  general = { freq, total: readLines(lines, 0, lines.length, freq) };
  return general;
}

/** Reads the frequencies in slices with the event loop free in between (the start-up warm-up, decision 124). */
export async function warmStatuteVocabulary(sliceLines = 20_000): Promise<void> {
  if (general) return;
  const lines = Buffer.from(dict).toString('utf8').split('\n');
  const freq = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < lines.length; i += sliceLines) {
    total += readLines(lines, i, Math.min(lines.length, i + sliceLines), freq);
    await new Promise<void>((resolve) => setImmediate(resolve));
    // A search read the whole dictionary meanwhile: keep that one.
    if (general) return;
  }
  general = { freq, total };
}

/** A multiplier in [FLOOR, 1] for a query word's weight: 1 for statute vocabulary, FLOOR for colloquial noise. */
export function statuteVocabularyWeight(index: LawIndex, word: string): number {
  const { freq, total } = generalFrequencies();
  const g = freq.get(word);
  if (g === undefined) return 1;
  const n = Math.max(1, index.docs.length);
  const ratio = Math.log((index.df(word) + 0.5) / n) - Math.log(g / total);
  return Math.min(1, Math.max(FLOOR, ratio / FULL_AT));
}
