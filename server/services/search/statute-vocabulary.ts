/**
 * How much a query word belongs to the statutes' vocabulary (decision 123). A lay question is full of words that
 * are common in everyday Chinese and rare in statutes (现在, 然后, 不想, 一件 …): BM25 gives them the highest idf of
 * the query precisely because the statutes never use them, and an article that happens to contain one outranks
 * the rule the question is about. The ratio of a word's share of statute articles to its share of general text
 * (jieba's dictionary frequencies, which ship with the segmenter) separates the two: 船舶, 押金, 出租人 are far more
 * frequent in statutes than in general text; 现在, 不幸 are not. Words jieba does not know (legal terms of our own
 * dictionary, rare compounds) count fully.
 */
import { readJiebaDictionary } from '../../laws/jieba-dictionary';
import type { LawIndex } from './law-index';
import { WordCounts } from './word-counts';

/** Log-ratio (statute share / general share) at which a word counts fully. */
const FULL_AT = 4;
/** The least a query word counts (a colloquial word still says something about the facts). */
const FLOOR = 0.25;
/** Only words at least this frequent in general text can be colloquial noise; rarer ones are not kept in memory. */
const MIN_GENERAL = 30;

let general: { freq: WordCounts; total: number } | null = null;

const NEWLINE = 0x0a;
const SPACE = 0x20;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;

/** The number written in bytes[from, to): plain digits read directly, anything else as Number() reads it. */
function readCount(bytes: Buffer, from: number, to: number): number {
  if (to === from || to - from > 15) return Number(bytes.toString('utf8', from, to));
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = bytes[i]!;
    if (c < DIGIT_0 || c > DIGIT_9) return Number(bytes.toString('utf8', from, to));
    n = n * 10 + (c - DIGIT_0);
  }
  return n;
}

/**
 * Reads up to `maxLines` dictionary lines from byte `from` into `freq`; returns where the next line starts and the
 * count the lines add to the total. Words go into the table as bytes: no string per word or per count (decisions
 * 226, 230).
 */
function readLines(bytes: Buffer, from: number, maxLines: number, freq: WordCounts): { next: number; total: number } {
  let total = 0;
  let start = from;
  for (let n = 0; n < maxLines && start < bytes.length; n++) {
    let end = bytes.indexOf(NEWLINE, start);
    if (end < 0) end = bytes.length;
    const a = bytes.indexOf(SPACE, start);
    // A UTF-8 space byte is always the character ' ', so byte positions stand for the line's character positions.
    if (a > start && a < end) {
      const b = bytes.indexOf(SPACE, a + 1);
      const f = readCount(bytes, a + 1, b < 0 || b > end ? end : b);
      if (Number.isFinite(f)) {
        total += f;
        if (f >= MIN_GENERAL) freq.setBytes(bytes, start, a, f);
      }
    }
    start = end + 1;
  }
  return { next: start, total };
}

/** jieba's general-text word frequencies (words seen at least MIN_GENERAL times), read once. */
export function generalFrequencies(): { freq: WordCounts; total: number } {
  if (general) return general;
  const freq = new WordCounts();
  const { total } = readLines(readJiebaDictionary(), 0, Infinity, freq);
  freq.compact();
  general = { freq, total };
  return general;
}

/** Reads the frequencies in slices with the event loop free in between (the start-up warm-up, decision 124). */
export async function warmStatuteVocabulary(sliceLines = 20_000): Promise<void> {
  if (general) return;
  const bytes = readJiebaDictionary();
  const freq = new WordCounts();
  let total = 0;
  for (let pos = 0; pos < bytes.length; ) {
    const slice = readLines(bytes, pos, sliceLines, freq);
    total += slice.total;
    pos = slice.next;
    await new Promise<void>((resolve) => setImmediate(resolve));
    // A search read the whole dictionary meanwhile: keep that one.
    if (general) return;
  }
  freq.compact();
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
