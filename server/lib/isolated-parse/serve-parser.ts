/**
 * Worker side of the isolated parser: an entry module calls serveParser(fn) at top level; every request runs
 * fn(input) and answers its result, or what it threw (name, message and a `reason`/`code` field when present, so
 * the caller can tell a refused file from a bug). One request at a time: parsers are synchronous CPU work.
 */
import { parentPort } from 'node:worker_threads';
import type { TParseReply, TParseRequest, TThrown } from './protocol';

function describe(err: unknown): TThrown {
  if (err instanceof Error) {
    const extra = err as Error & { reason?: unknown; code?: unknown };
    return {
      name: err.name,
      message: err.message,
      ...(typeof extra.reason === 'string' ? { reason: extra.reason } : {}),
      ...(typeof extra.code === 'string' || typeof extra.code === 'number' ? { code: extra.code } : {}),
    };
  }
  return { name: 'Error', message: String(err) };
}

/** Serves `parse` to the thread that started this worker (see run-isolated.ts). */
export function serveParser<I, O>(parse: (input: I) => O | Promise<O>): void {
  const port = parentPort;
  if (!port) throw new Error('serveParser: not in a worker thread');
  port.on('message', async (request: TParseRequest) => {
    let reply: TParseReply;
    try {
      reply = { id: request.id, ok: true, output: await parse(request.input as I) };
    } catch (err) {
      reply = { id: request.id, ok: false, error: describe(err) };
    }
    port.postMessage(reply);
  });
}
