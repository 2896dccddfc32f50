/**
 * Crafted .docx bombs of every shape (decision 171) are refused by the isolated reader with the reason the upload
 * maps to its code (too-many-chars -> 20032, every other -> 20023), while the process RSS (this process: the
 * reading thread lives in it) stays under RSS_BOUND_MB. Before the reading limits, 30 MB of ordinary paragraphs
 * took 489 MB and the 300 MB took 4.8 GB. Image bombs: the files module's pixel check refuses them from
 * the header alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { imageSizeAllowed, readImageSize } from '../../services/document/extract/image-size';
import { attributeBomb, entriesBomb, nestingBomb, paragraphBomb, pngHeader } from './bombs';
import { DocxError } from './errors';
import { closeDocxReader, readDocxIsolated } from './read-docx-isolated';

/** The stated bound for reading any crafted file (issue 15 target). */
const RSS_BOUND_MB = 600;
const MB = 1024 * 1024;

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);

afterAll(async () => {
  clearInterval(sampler);
  await closeDocxReader();
});

async function refusal(bytes: Uint8Array, options = {}): Promise<string> {
  try {
    await readDocxIsolated(bytes, options);
  } catch (err) {
    expect(err).toBeInstanceOf(DocxError);
    return (err as DocxError).reason;
  } finally {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  return 'read';
}

describe('docx bombs are refused while reading, under the RSS bound', () => {
  it('reads an ordinary small document (the isolated reader works)', async () => {
    const summary = await readDocxIsolated(paragraphBomb(10 * 1024));
    expect(summary.charCount).toBeGreaterThan(1000);
    expect(summary.paragraphs[0]!.text).toContain('甲方应当');
  });

  it('300 MB of ordinary paragraphs in a ~1 MB file: refused from the declared size (20023)', async () => {
    const bomb = paragraphBomb(300 * MB);
    expect(bomb.length).toBeLessThan(2 * MB);
    expect(await refusal(bomb)).toBe('too-large');
  }, 60_000);

  it('the same with a header that lies about the size: refused while inflating (20023)', async () => {
    expect(['zip-bomb', 'corrupt-zip']).toContain(await refusal(paragraphBomb(300 * MB, { declaredSize: 1 * MB })));
  }, 60_000);

  it('40 MB of paragraphs, under the XML limit: stopped by the character count (20032) or paragraph count', async () => {
    // The contract upload passes 3 x its 100,000-character limit.
    expect(await refusal(paragraphBomb(40 * MB), { maxTextChars: 300_000 })).toBe('too-many-chars');
    expect(await refusal(paragraphBomb(40 * MB))).toMatch(/^too-many-(chars|paragraphs)$/);
  }, 60_000);

  it('deep nesting is refused (20023)', async () => {
    expect(await refusal(nestingBomb(200_000))).toBe('too-deep');
  }, 60_000);

  it('a huge attribute is refused (20023)', async () => {
    expect(await refusal(attributeBomb(20 * MB))).toBe('too-large');
  }, 60_000);

  it('many zip entries are refused (20023)', async () => {
    expect(await refusal(entriesBomb(6000))).toBe('zip-bomb');
  }, 60_000);

  it('an image decompression bomb is refused from its header (files module pixel limit)', () => {
    const size = readImageSize(pngHeader(60_000, 60_000));
    expect(size).toEqual({ width: 60_000, height: 60_000 });
    expect(imageSizeAllowed(size!)).toBe(false);
    expect(imageSizeAllowed(readImageSize(pngHeader(2480, 3508))!)).toBe(true);
  });

  it(`kept the process under ${RSS_BOUND_MB} MB RSS throughout`, () => {
    expect(peakRss).toBeGreaterThan(0);
    expect(peakRss / MB).toBeLessThan(RSS_BOUND_MB);
  });
});
