/**
 * jieba's default dictionary (dict.txt, ~5 MB), read from the package when a caller needs it and not kept.
 * `@node-rs/jieba/dict` reads dict.txt and idf.txt (~11 MB) into buffers at import and holds them for the life of the
 * process, although the segmenter copies the dictionary into its own structures and idf.txt is never used
 * (decision 226).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The default dictionary's bytes (`word frequency tag` lines), read fresh on each call: callers use it once. */
export function readJiebaDictionary(): Buffer {
  return readFileSync(require.resolve('@node-rs/jieba/dict.txt'));
}
