/**
 * A local server speaking the chat-completions protocol, for tests of the model layer (and for the lead's end-to-end
 * runs with AI_BASE_URL pointing at it). A handler decides each reply; the stub counts requests and how many were
 * in flight at once, so tests can check retries and the concurrency limit without timing assertions.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  /** 1-based arrival order. */
  n: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    stream?: boolean;
    max_tokens?: number;
    temperature?: number;
    response_format?: { type: string };
  };
  /** Content of the system message ('' when none). */
  system: string;
  /** Content of the last user message. */
  user: string;
}

export type StubReply =
  /** A completion; streamed as SSE deltas when the request asked for stream. */
  | {
      content: string;
      /** Reported usage; omit to report none (the client must estimate). */
      usage?: { prompt_tokens: number; completion_tokens: number };
      finishReason?: string;
      /** Stream: characters per delta (default 3). */
      chunkChars?: number;
      /** Stream: write the SSE bytes in pieces of this size, splitting lines and UTF-8 characters. */
      splitBytes?: number;
      /** Stream: leave out the final `data: [DONE]`. */
      omitDone?: boolean;
      /** Hold the answer this long (lets concurrent requests overlap in concurrency tests). */
      holdMs?: number;
    }
  /** An error status with an optional body and headers (Retry-After...). */
  | { status: number; body?: string; headers?: Record<string, string> }
  /** Never answer (the client's timeout must end it). */
  | { hang: true }
  /** Stream: send these deltas, then stop sending anything without closing (idle timeout). */
  | { streamThenHang: string[] }
  /** Drop the connection without an answer. */
  | { destroy: true };

export type StubHandler = (request: StubRequest) => StubReply | Promise<StubReply>;

export interface ChatStub {
  /** Base URL to use as AI_BASE_URL: http://127.0.0.1:<port>/v1 */
  url: string;
  requests: StubRequest[];
  readonly inFlight: number;
  readonly maxInFlight: number;
  close(): Promise<void>;
}

/** Starts the stub on 127.0.0.1, port 0 (a free port). */
export async function startChatStub(handler: StubHandler): Promise<ChatStub> {
  const requests: StubRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer((req, res) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    let counted = true;
    const done = () => {
      if (counted) inFlight--;
      counted = false;
    };
    res.on('close', done);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
          return;
        }
        let body: StubRequest['body'];
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as StubRequest['body'];
        } catch {
          res.writeHead(400).end('{"error":{"message":"bad json"}}');
          return;
        }
        const messages = body.messages ?? [];
        const request: StubRequest = {
          n: requests.length + 1,
          path: req.url,
          headers: req.headers,
          body,
          system: messages.find((m) => m.role === 'system')?.content ?? '',
          user: [...messages].reverse().find((m) => m.role === 'user')?.content ?? '',
        };
        requests.push(request);
        let reply: StubReply;
        try {
          reply = await handler(request);
        } catch (e) {
          res.writeHead(500).end(JSON.stringify({ error: { message: String(e) } }));
          return;
        }
        await answer(reply, body.stream === true, res);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Res = ServerResponse;

async function answer(reply: StubReply, stream: boolean, res: Res): Promise<void> {
  if ('hang' in reply) return;
  if ('destroy' in reply) {
    res.socket?.destroy();
    return;
  }
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body ?? JSON.stringify({ error: { message: `status ${reply.status}` } }));
    return;
  }
  if ('streamThenHang' in reply) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const delta of reply.streamThenHang) res.write(sse({ choices: [{ index: 0, delta: { content: delta } }] }));
    return;
  }
  if (reply.holdMs) await new Promise((r) => setTimeout(r, reply.holdMs));
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'stub-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: reply.finishReason ?? 'stop' }],
        ...(reply.usage ? { usage: { ...reply.usage, total_tokens: reply.usage.prompt_tokens + reply.usage.completion_tokens } } : {}),
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const size = reply.chunkChars ?? 3;
  const chars = [...reply.content];
  let payload = sse({ choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] });
  for (let i = 0; i < chars.length; i += size) {
    payload += sse({ choices: [{ index: 0, delta: { content: chars.slice(i, i + size).join('') } }] });
  }
  payload += sse({
    choices: [{ index: 0, delta: {}, finish_reason: reply.finishReason ?? 'stop' }],
    ...(reply.usage ? { usage: { ...reply.usage, total_tokens: reply.usage.prompt_tokens + reply.usage.completion_tokens } } : {}),
  });
  if (!reply.omitDone) payload += 'data: [DONE]\n\n';
  const bytes = Buffer.from(payload, 'utf8');
  const piece = reply.splitBytes ?? bytes.length;
  for (let i = 0; i < bytes.length; i += piece) {
    res.write(bytes.subarray(i, i + piece));
    // Let each piece leave as its own TCP write so the client really sees split lines.
    if (reply.splitBytes) await new Promise((r) => setImmediate(r));
  }
  res.end();
}

function sse(event: unknown): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
