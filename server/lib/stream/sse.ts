/**
 * Sends a stream as Server-Sent Events (api.md: events delta, citation, done, error; `id` = sequence number).
 * Ownership is checked before the response is taken over, so a wrong id still answers the 404 envelope; after
 * that, failures become an `error` event. A reconnect sends `Last-Event-ID` (or `last_event_id` in the query for
 * clients that cannot set headers) and receives only later events: no text twice.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code, Messages } from '@common/codes';
import { AppError } from '../app-error';
import type { StreamHub, TStoredEvent, TStreamOwner } from './hub';

const HEARTBEAT_MS = 15_000;

/** The sequence number a reconnecting client has already seen (0 for a first connection). */
export function readLastEventId(request: FastifyRequest): number {
  const header = request.headers['last-event-id'];
  const query = (request.query as Record<string, unknown> | undefined)?.last_event_id;
  const raw = (Array.isArray(header) ? header[0] : header) ?? (typeof query === 'string' ? query : undefined);
  const n = raw === undefined ? 0 : Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** One SSE frame. */
export function formatSseEvent(event: TStoredEvent): string {
  return `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** Streams `streamId` to the client until it ends or the client goes away. */
export async function sendStream(
  request: FastifyRequest,
  reply: FastifyReply,
  args: { hub: StreamHub; streamId: string; owner: TStreamOwner },
): Promise<void> {
  await args.hub.assertOwned(args.streamId, args.owner);
  const afterSeq = readLastEventId(request);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // Reverse proxies (nginx) must not buffer the stream.
    'X-Accel-Buffering': 'no',
  });
  raw.write('retry: 2000\n\n');
  const closed = new AbortController();
  const onClose = () => closed.abort();
  request.raw.on('close', onClose);
  raw.on('close', onClose);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  try {
    await args.hub.follow({
      streamId: args.streamId,
      owner: args.owner,
      afterSeq,
      signal: closed.signal,
      write: (event) => {
        if (!closed.signal.aborted) raw.write(formatSseEvent(event));
      },
    });
  } catch (err) {
    request.log.error({ err, streamId: args.streamId }, 'stream follow failed');
    const data = err instanceof AppError ? { code: err.code, message: err.message } : { code: Code.INTERNAL, message: Messages.internal };
    if (!closed.signal.aborted) raw.write(`event: error\ndata: ${JSON.stringify(data)}\n\n`);
  } finally {
    clearInterval(heartbeat);
    request.raw.off('close', onClose);
    raw.end();
  }
}
