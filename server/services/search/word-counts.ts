/**
 * A word -> count table kept as UTF-8 bytes in typed arrays (decision 230): the statute vocabulary's 66,675 general
 * words as a Map of strings were ~5 MB of heap, here they are ~1.5 MB with no string per word, and filling the table
 * from jieba's dictionary makes no strings either (words are hashed and compared as bytes).
 */

const EMPTY = -1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const encoder = new TextEncoder();

/** FNV-1a over bytes[from, to). */
function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = FNV_OFFSET;
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i]!, FNV_PRIME);
  return h >>> 0;
}

export class WordCounts {
  /** The words' UTF-8 bytes, one after the other. */
  private bytes = new Uint8Array(1 << 16);
  private byteSize = 0;
  /** Per word (entry): where its bytes start and end, and its count. */
  private starts = new Int32Array(1 << 12);
  private ends = new Int32Array(1 << 12);
  private counts = new Float64Array(1 << 12);
  private entries = 0;
  /** Open addressing: entry number or EMPTY. */
  private slots = new Int32Array(1 << 13).fill(EMPTY);
  private readonly scratch = new Uint8Array(256);

  get size(): number {
    return this.entries;
  }

  /** Sets the count of the word whose UTF-8 bytes are source[from, to) (the last set wins, as Map.set). */
  setBytes(source: Uint8Array, from: number, to: number, count: number): void {
    const slot = this.find(source, from, to);
    const found = this.slots[slot]!;
    if (found !== EMPTY) {
      this.counts[found] = count;
      return;
    }
    const length = to - from;
    if (this.byteSize + length > this.bytes.length) this.bytes = grow(this.bytes, this.byteSize + length);
    this.bytes.set(source.subarray(from, to), this.byteSize);
    if (this.entries === this.starts.length) {
      this.starts = grow(this.starts, this.entries + 1);
      this.ends = grow(this.ends, this.entries + 1);
      this.counts = grow(this.counts, this.entries + 1);
    }
    this.starts[this.entries] = this.byteSize;
    this.ends[this.entries] = this.byteSize + length;
    this.counts[this.entries] = count;
    this.slots[slot] = this.entries;
    this.byteSize += length;
    this.entries++;
    if (this.entries * 2 > this.slots.length) this.rehash();
  }

  /** The count of a word, or undefined when it was never set. */
  get(word: string): number | undefined {
    // A CJK character is 3 UTF-8 bytes: a word too long for the scratch buffer is encoded on its own.
    const bytes = word.length * 3 <= this.scratch.length ? this.scratch : new Uint8Array(word.length * 3);
    const { written } = encoder.encodeInto(word, bytes);
    const found = this.slots[this.find(bytes, 0, written)]!;
    return found === EMPTY ? undefined : this.counts[found];
  }

  /** Trims the arrays to what they hold (after the last setBytes). */
  compact(): void {
    this.bytes = this.bytes.slice(0, this.byteSize);
    this.starts = this.starts.slice(0, this.entries);
    this.ends = this.ends.slice(0, this.entries);
    this.counts = this.counts.slice(0, this.entries);
  }

  /** Every word and count, in the order first set (for tests). */
  *entriesInOrder(): Generator<[string, number]> {
    const decoder = new TextDecoder();
    for (let e = 0; e < this.entries; e++) yield [decoder.decode(this.bytes.subarray(this.starts[e]!, this.ends[e]!)), this.counts[e]!];
  }

  /** The slot holding the word source[from, to), or the empty slot where it would go. */
  private find(source: Uint8Array, from: number, to: number): number {
    const mask = this.slots.length - 1;
    let slot = hashBytes(source, from, to) & mask;
    for (;;) {
      const e = this.slots[slot]!;
      if (e === EMPTY || this.equals(e, source, from, to)) return slot;
      slot = (slot + 1) & mask;
    }
  }

  private equals(entry: number, source: Uint8Array, from: number, to: number): boolean {
    const start = this.starts[entry]!;
    if (this.ends[entry]! - start !== to - from) return false;
    for (let i = 0; i < to - from; i++) if (this.bytes[start + i] !== source[from + i]) return false;
    return true;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(EMPTY);
    const mask = this.slots.length - 1;
    for (let e = 0; e < this.entries; e++) {
      let slot = hashBytes(this.bytes, this.starts[e]!, this.ends[e]!) & mask;
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      this.slots[slot] = e;
    }
  }
}

/** A copy of `array` with room for at least `needed` elements (doubling). */
function grow<T extends Uint8Array | Int32Array | Float64Array>(array: T, needed: number): T {
  let size = array.length * 2;
  while (size < needed) size *= 2;
  const out = new (array.constructor as new (n: number) => T)(size);
  out.set(array);
  return out;
}
