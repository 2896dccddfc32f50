/**
 * The clause reader's features (decision 232): the character pairs and triples of a sentence, hashed into a fixed
 * number of buckets. Chinese has no spaces; pairs and triples carry most of the words (违约金, 不予退还, 月息) without a
 * segmenter, and hashing keeps the model a fixed size whatever the vocabulary.
 */

/** Buckets = 2^BITS. 65,536 keeps the model at 4 MB (int8, one byte per bucket and class) with few collisions. */
export const BITS = 16;

/** A sentence's distinct feature buckets (FNV-1a of each character pair and triple, whitespace removed). */
export function sentenceFeatures(text: string, bits: number = BITS): number[] {
  const t = text.replace(/\s+/gu, '');
  const mask = (1 << bits) - 1;
  const out = new Set<number>();
  for (let n = 2; n <= 3; n++) {
    for (let i = 0; i + n <= t.length; i++) {
      let h = 2166136261 ^ n;
      for (let k = i; k < i + n; k++) h = Math.imul(h ^ t.charCodeAt(k), 16777619);
      out.add((h >>> 0) & mask);
    }
  }
  return [...out];
}
