/**
 * Compact storage for the law index (decision 230): every term's postings in one flat typed array each (documents,
 * term frequencies) with per-term offsets, instead of four small typed arrays per term — 92,000 of them, each an
 * ArrayBuffer, a view and a backing store, cost ~20 MB of a ~31 MB index — and the bigram document frequencies as
 * two sorted typed arrays instead of a Map. The builders collect into fixed-size typed chunks, so a build leaves
 * little garbage behind (no growing number[] per term, no boxed numbers).
 */

/** Postings added per chunk while building: ~640 KB of typed arrays per chunk, none copied on growth. */
const CHUNK = 1 << 16;

/** All terms' postings: term t's entries are [start[t], start[t + 1]) of `docs` and `tfs`, documents ascending. */
export class Postings {
  constructor(
    /** Offsets by term id, one more than the terms. */
    readonly start: Int32Array,
    readonly docs: Int32Array,
    readonly tfs: Uint16Array,
  ) {}

  /** How many documents a term is in (0 for a term id beyond the ones built). */
  count(term: number): number {
    return term + 1 < this.start.length ? this.start[term + 1]! - this.start[term]! : 0;
  }
}

/**
 * Collects (term, document, frequency) entries in the order they are made and sorts them by term once at the end
 * (a stable counting sort), so each term's documents keep the order they were added in.
 */
export class PostingsBuilder {
  private readonly terms: Int32Array[] = [];
  private readonly docs: Int32Array[] = [];
  private readonly tfs: Uint16Array[] = [];
  private size = 0;
  private termCount = 0;

  /** Adds one entry; tf is capped at 65535 (the Uint16 the index keeps). */
  add(term: number, doc: number, tf: number): void {
    const at = this.size % CHUNK;
    if (at === 0) {
      this.terms.push(new Int32Array(CHUNK));
      this.docs.push(new Int32Array(CHUNK));
      this.tfs.push(new Uint16Array(CHUNK));
    }
    const c = this.terms.length - 1;
    this.terms[c]![at] = term;
    this.docs[c]![at] = doc;
    this.tfs[c]![at] = Math.min(tf, 65535);
    this.size++;
    if (term >= this.termCount) this.termCount = term + 1;
  }

  /** The postings of terms 0 … termCount - 1 (at least as many as were added); the builder is emptied. */
  finish(termCount: number): Postings {
    const n = Math.max(termCount, this.termCount);
    const start = new Int32Array(n + 1);
    for (let c = 0; c < this.terms.length; c++) {
      const cTerms = this.terms[c]!;
      const end = Math.min(CHUNK, this.size - c * CHUNK);
      for (let i = 0; i < end; i++) start[cTerms[i]! + 1]!++;
    }
    for (let t = 0; t < n; t++) start[t + 1] = start[t + 1]! + start[t]!;
    const fill = start.slice(0, n);
    const docs = new Int32Array(this.size);
    const tfs = new Uint16Array(this.size);
    for (let c = 0; c < this.terms.length; c++) {
      const cTerms = this.terms[c]!;
      const cDocs = this.docs[c]!;
      const cTfs = this.tfs[c]!;
      const end = Math.min(CHUNK, this.size - c * CHUNK);
      for (let i = 0; i < end; i++) {
        const at = fill[cTerms[i]!]!++;
        docs[at] = cDocs[i]!;
        tfs[at] = cTfs[i]!;
      }
    }
    this.terms.length = 0;
    this.docs.length = 0;
    this.tfs.length = 0;
    this.size = 0;
    return new Postings(start, docs, tfs);
  }
}

/** Document frequencies of integer keys (character bigrams), sorted by key for a binary search. */
export class KeyCounts {
  constructor(
    private readonly keys: Int32Array,
    private readonly counts: Int32Array,
  ) {}

  get size(): number {
    return this.keys.length;
  }

  /** The sorted keys and their counts (to save them, law-index-file.ts). */
  raw(): { keys: Int32Array; counts: Int32Array } {
    return { keys: this.keys, counts: this.counts };
  }

  /** The count of a key, 0 when it was never counted. */
  get(key: number): number {
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = this.keys[mid]!;
      if (k === key) return this.counts[mid]!;
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }
}

/**
 * Counts in how many documents each non-negative key (below 2^31) occurs, documents added in ascending order: an
 * open-addressing table in typed arrays that remembers the last document counting each key.
 */
export class KeyCountsBuilder {
  private keys = new Int32Array(1 << 12).fill(-1);
  private counts = new Int32Array(1 << 12);
  private lastDoc = new Int32Array(1 << 12);
  /** 32 - log2(table size): the hash's top bits pick the slot. */
  private shift = 32 - 12;
  private used = 0;

  /** Counts `key` for `doc` unless this document already counted it. */
  add(key: number, doc: number): void {
    const slot = this.slotOf(key);
    if (this.keys[slot] === key) {
      if (this.lastDoc[slot] === doc) return;
      this.counts[slot]!++;
      this.lastDoc[slot] = doc;
      return;
    }
    this.keys[slot] = key;
    this.counts[slot] = 1;
    this.lastDoc[slot] = doc;
    if (++this.used * 2 > this.keys.length) this.grow();
  }

  /** The counts, sorted by key. */
  finish(): KeyCounts {
    // A key below 2^31 and a count below 2^21 fit exactly in a double as key * 2^21 + count: one sort keeps them paired.
    const packed = new Float64Array(this.used);
    let j = 0;
    for (let s = 0; s < this.keys.length; s++) if (this.keys[s]! >= 0) packed[j++] = this.keys[s]! * 2 ** 21 + Math.min(this.counts[s]!, 2 ** 21 - 1);
    packed.sort();
    const keys = new Int32Array(this.used);
    const counts = new Int32Array(this.used);
    for (let i = 0; i < packed.length; i++) {
      keys[i] = Math.floor(packed[i]! / 2 ** 21);
      counts[i] = packed[i]! % 2 ** 21;
    }
    return new KeyCounts(keys, counts);
  }

  private slotOf(key: number): number {
    const mask = this.keys.length - 1;
    // Fibonacci hashing spreads the bigram keys (consecutive characters give consecutive keys).
    let slot = Math.imul(key, 0x9e3779b1) >>> this.shift;
    while (this.keys[slot] !== -1 && this.keys[slot] !== key) slot = (slot + 1) & mask;
    return slot;
  }

  private grow(): void {
    const { keys, counts, lastDoc } = this;
    this.keys = new Int32Array(keys.length * 2).fill(-1);
    this.counts = new Int32Array(keys.length * 2);
    this.lastDoc = new Int32Array(keys.length * 2);
    this.shift--;
    for (let s = 0; s < keys.length; s++) {
      if (keys[s]! < 0) continue;
      const slot = this.slotOf(keys[s]!);
      this.keys[slot] = keys[s]!;
      this.counts[slot] = counts[s]!;
      this.lastDoc[slot] = lastDoc[s]!;
    }
  }
}
