/**
 * Reads a streamed answer (api.md SSE: delta, citation, done, error) with fetch, so the session headers go with it
 * (EventSource cannot send them). A dropped connection is reopened with Last-Event-ID, so the server sends only
 * what this reader has not seen: no text twice. Ends on `done`, `error`, an envelope error or the caller's abort.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { TCitation } from '@common/api/citation';
import { openStream, type TRequestOptions } from '../api-client';

export type TAnswerEvent =
  | { type: 'delta'; text: string }
  | { type: 'citation'; citation: TCitation }
  | { type: 'done'; message: unknown }
  | { type: 'error'; code: number; message: string };

export type TReadAnswerStreamOptions = {
  path: string;
  query?: TRequestOptions['query'];
  onEvent: (event: TAnswerEvent) => void;
  signal?: AbortSignal;
  /** Reconnections after a drop before giving up (with a growing pause). */
  maxReconnects?: number;
};

const RECONNECT_BASE_MS = 500;

/** Resolves with how the stream ended: 'done', 'error' (an error event or envelope) or 'aborted'. */
export async function readAnswerStream(options: TReadAnswerStreamOptions): Promise<'done' | 'error' | 'aborted'> {
  let lastEventId: string | null = null;
  let ended: 'done' | 'error' | null = null;
  const maxReconnects = options.maxReconnects ?? 5;
  for (let attempt = 0; attempt <= maxReconnects; attempt++) {
    if (options.signal?.aborted) return 'aborted';
    try {
      const opened = await openStream(options.path, { query: options.query, lastEventId, signal: options.signal });
      if ('envelope' in opened) {
        options.onEvent({ type: 'error', code: opened.envelope.code, message: opened.envelope.message });
        return 'error';
      }
      const parser = createParser({
        onEvent(message: EventSourceMessage) {
          if (message.id) lastEventId = message.id;
          const data = JSON.parse(message.data) as Record<string, unknown>;
          if (message.event === 'delta') options.onEvent({ type: 'delta', text: String(data.text ?? '') });
          else if (message.event === 'citation') options.onEvent({ type: 'citation', citation: data.citation as TCitation });
          else if (message.event === 'done') {
            ended = 'done';
            options.onEvent({ type: 'done', message: data.message });
          } else if (message.event === 'error') {
            ended = 'error';
            options.onEvent({ type: 'error', code: Number(data.code), message: String(data.message ?? '') });
          }
        },
      });
      const reader = opened.response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
        if (ended) {
          await reader.cancel().catch(() => {});
          return ended;
        }
      }
      if (ended) return ended;
    } catch (err) {
      if (options.signal?.aborted) return 'aborted';
      if (attempt === maxReconnects) throw err;
    }
    // The connection dropped before the end: wait a little, then resume after the last event seen.
    await new Promise((r) => setTimeout(r, RECONNECT_BASE_MS * (attempt + 1)));
  }
  return ended ?? 'error';
}
