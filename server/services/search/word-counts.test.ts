/**
 * The statute vocabulary's general-text counts as UTF-8 bytes (decision 230): the table holds the same words and
 * counts as the Map of strings it replaces, read from jieba's own dictionary.
 */
import { describe, expect, it } from 'vitest';
import { readJiebaDictionary } from '../../laws/jieba-dictionary';
import { generalFrequencies } from './statute-vocabulary';
import { WordCounts } from './word-counts';

const bytesOf = (s: string) => Buffer.from(s, 'utf8');

describe('WordCounts', () => {
  it('finds words by their text, keeps the last count set and knows no other word', () => {
    const table = new WordCounts();
    const line = bytesOf('出租人 押金 x');
    table.setBytes(line, 0, 9, 12);
    table.setBytes(line, 10, 16, 40);
    table.setBytes(bytesOf('出租人'), 0, 9, 15);
    expect(table.size).toBe(2);
    expect(table.get('出租人')).toBe(15);
    expect(table.get('押金')).toBe(40);
    expect(table.get('出租')).toBeUndefined();
    expect(table.get('')).toBeUndefined();
    expect(table.get('押金'.repeat(200))).toBeUndefined();
  });

  it('holds thousands of words through its growth (Latin, CJK, a long word)', () => {
    const table = new WordCounts();
    const words = Array.from({ length: 20_000 }, (_, i) => (i % 3 === 0 ? `w${i}` : i % 3 === 1 ? `词${String.fromCharCode(0x4e00 + (i % 20000))}${i}` : `${'长'.repeat(100)}${i}`));
    words.forEach((w, i) => {
      const b = bytesOf(w);
      table.setBytes(b, 0, b.length, i);
    });
    table.compact();
    expect(table.size).toBe(words.length);
    words.forEach((w, i) => expect(table.get(w)).toBe(i));
    expect([...table.entriesInOrder()].map(([w]) => w)).toEqual(words);
  });
});

describe('generalFrequencies', () => {
  it('holds the words the Map of decision 226 held: every dictionary word counted at least 30 times, same counts and total', () => {
    const expected = new Map<string, number>();
    let total = 0;
    for (const line of readJiebaDictionary().toString('utf8').split('\n')) {
      const a = line.indexOf(' ');
      if (a <= 0) continue;
      const b = line.indexOf(' ', a + 1);
      const f = Number(line.slice(a + 1, b < 0 ? undefined : b));
      if (!Number.isFinite(f)) continue;
      total += f;
      if (f >= 30) expected.set(line.slice(0, a), f);
    }
    const { freq, total: got } = generalFrequencies();
    expect(got).toBe(total);
    expect(freq.size).toBe(expected.size);
    expect([...freq.entriesInOrder()]).toEqual([...expected]);
    for (const [word, f] of expected) if (freq.get(word) !== f) expect.fail(`${word}: ${freq.get(word)} instead of ${f}`);
  });
});
