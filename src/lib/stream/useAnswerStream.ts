/**
 * React state of one streamed answer: the text so far, its citations, and how it ended. `start` opens (or
 * re-opens) the stream of a message; `cancel` stops reading (the module's stop call stops generating).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TCitation } from '@common/api/citation';
import type { TRequestOptions } from '../api-client';
import { readAnswerStream } from './read-answer-stream';

export type TAnswerStreamState = {
  status: 'idle' | 'streaming' | 'done' | 'error';
  text: string;
  citations: TCitation[];
  /** The stored message from the `done` event. */
  message: unknown;
  error: { code: number; message: string } | null;
};

const IDLE: TAnswerStreamState = { status: 'idle', text: '', citations: [], message: null, error: null };

/** Holds one answer stream at a time; starting another cancels the previous one. */
export function useAnswerStream(): {
  state: TAnswerStreamState;
  start: (path: string, query: TRequestOptions['query']) => Promise<TAnswerStreamState>;
  cancel: () => void;
  reset: () => void;
} {
  const [state, setState] = useState<TAnswerStreamState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  const start = useCallback(
    async (path: string, query: TRequestOptions['query']) => {
      cancel();
      const abort = new AbortController();
      controller.current = abort;
      let current: TAnswerStreamState = { ...IDLE, status: 'streaming' };
      setState(current);
      const update = (next: TAnswerStreamState) => {
        current = next;
        if (!abort.signal.aborted) setState(next);
      };
      await readAnswerStream({
        path,
        query,
        signal: abort.signal,
        onEvent(event) {
          if (event.type === 'delta') update({ ...current, text: current.text + event.text });
          else if (event.type === 'citation') update({ ...current, citations: [...current.citations, event.citation] });
          else if (event.type === 'done') update({ ...current, status: 'done', message: event.message });
          else update({ ...current, status: 'error', error: { code: event.code, message: event.message } });
        },
      }).catch(() => update({ ...current, status: 'error', error: { code: -1, message: '网络错误，请稍后重试' } }));
      return current;
    },
    [cancel],
  );

  const reset = useCallback(() => {
    cancel();
    setState(IDLE);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);
  return { state, start, cancel, reset };
}
