/**
 * The clause reader's features (decision 232, decision 233): the single characters, pairs and triples of a sentence,
 * hashed into a fixed number of buckets. Chinese has no spaces; pairs and triples carry most of the words (违约金,
 * 不予退还, 月息) without a segmenter, and hashing keeps the model a fixed size whatever the vocabulary. Single
 * characters (仍, 均, 须, 概) carry the modality and scope a drafter keeps when the words around them change: with
 * them, three first runs replayed with readers of their time gained about a point and a half (decision 233).
 */

/** Buckets = 2^BITS. 32,768 keeps the model at about 3 MB in memory (int8, one byte per bucket and class). */
export const BITS = 15;
/** The lengths of the character n-grams read; a model records its own (models before decision 233 read 2 and 3). */
export const GRAMS: readonly number[] = [1, 2, 3];

/** Marks of the buckets already taken by the sentence being read, one byte per bucket, reused (decision 247). */
let seen = new Uint8Array(0);

/**
 * A sentence's distinct feature buckets (FNV-1a of each character n-gram, whitespace removed), in the order they first
 * occur. A reused mark array instead of a Set: the same buckets in the same order, without a hash set per sentence.
 */
export function sentenceFeatures(text: string, bits: number = BITS, grams: readonly number[] = GRAMS): number[] {
  const t = text.replace(/\s+/gu, '');
  const mask = (1 << bits) - 1;
  if (seen.length !== mask + 1) seen = new Uint8Array(mask + 1);
  const out: number[] = [];
  for (const n of grams) {
    for (let i = 0; i + n <= t.length; i++) {
      let h = 2166136261 ^ n;
      for (let k = i; k < i + n; k++) h = Math.imul(h ^ t.charCodeAt(k), 16777619);
      const j = (h >>> 0) & mask;
      if (seen[j] === 0) {
        seen[j] = 1;
        out.push(j);
      }
    }
  }
  for (const j of out) seen[j] = 0;
  return out;
}
