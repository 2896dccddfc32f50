/** Sentence-level helpers for detectors: which sentence holds an offset, and the has/lacks filters. */
import type { IndexedParagraph } from '../doc-index';
import type { Sentence } from '../text';
import { re } from '../text';

/** The sentence of a paragraph that contains offset `at`. */
export function sentenceAt(x: IndexedParagraph, at: number): Sentence | undefined {
  return x.sentences.find((s) => at >= s.start && at < s.end);
}

/** True when every `has` pattern and no `lacks` pattern matches the text. */
export function passes(text: string, has: readonly string[], lacks: readonly string[]): boolean {
  return has.every((h) => re(h).test(text)) && !lacks.some((l) => re(l).test(text));
}
