/**
 * Restoring masked personal data in a streamed answer: a placeholder such as 【姓名1】 (or [姓名1], which models
 * sometimes write) can arrive split over two deltas, so the tail that may still be an open placeholder is held back
 * until the next delta or the end. Everything else passes through at once.
 */
import type { Masker } from './mask';

/** Longest placeholder text: 【统一社会信用代码99】 is 14 characters; a longer open bracket is ordinary text. */
const MAX_PLACEHOLDER = 16;

export type StreamRestorer = {
  /** Restored text that is safe to show now. */
  push(delta: string): string;
  /** The rest, at the end of the stream. */
  flush(): string;
};

/** A restorer for one streamed answer of `masker`. */
export function createStreamRestorer(masker: Pick<Masker, 'restore'>): StreamRestorer {
  let held = '';
  return {
    push(delta) {
      const text = held + delta;
      const open = Math.max(text.lastIndexOf('【'), text.lastIndexOf('['));
      const closed = open >= 0 && /[】\]]/.test(text.slice(open));
      if (open >= 0 && !closed && text.length - open < MAX_PLACEHOLDER) {
        held = text.slice(open);
        return masker.restore(text.slice(0, open));
      }
      held = '';
      return masker.restore(text);
    },
    flush() {
      const rest = masker.restore(held);
      held = '';
      return rest;
    },
  };
}
