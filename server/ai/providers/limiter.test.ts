import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';
import { backoffDelay, DEFAULT_RETRY, isRetryableStatus, parseRetryAfter } from './retry';
import { readSseData } from './sse';

describe('createLimiter', () => {
  it('grants up to max slots, queues the rest in order, and drops a waiter whose signal aborts', async () => {
    const limiter = createLimiter(1);
    const first = await limiter.acquire();
    const order: string[] = [];
    const ctl = new AbortController();
    const cancelled = limiter.acquire(ctl.signal).then(() => order.push('cancelled'), () => order.push('aborted'));
    const second = limiter.acquire().then((release) => {
      order.push('second');
      release();
    });
    expect(limiter.pending).toBe(2);
    ctl.abort();
    await cancelled;
    first();
    await second;
    expect(order).toEqual(['aborted', 'second']);
    expect(limiter.active).toBe(0);
  });
});

describe('retry policy', () => {
  it('retries 429 and 5xx but not other 4xx', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 422].some(isRetryableStatus)).toBe(false);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });

  it('backs off exponentially with jitter, capped, and prefers Retry-After', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 1000, maxDelayMs: 5000 };
    expect(backoffDelay(1, policy, null, () => 0)).toBe(500);
    expect(backoffDelay(1, policy, null, () => 1)).toBe(1000);
    expect(backoffDelay(3, policy, null, () => 1)).toBe(4000);
    expect(backoffDelay(6, policy, null, () => 1)).toBe(5000);
    expect(backoffDelay(1, policy, 2500)).toBe(2500);
    expect(backoffDelay(1, policy, 60_000)).toBe(5000);
  });
});

describe('readSseData', () => {
  it('joins multi-line data, skips comments and handles CRLF split anywhere', async () => {
    const raw = ': keep-alive\r\ndata: {"a":\r\ndata: 1}\r\n\r\nevent: x\r\ndata: [DONE]\r\n\r\n';
    const bytes = new TextEncoder().encode(raw);
    async function* pieces() {
      for (let i = 0; i < bytes.length; i += 3) yield bytes.subarray(i, i + 3);
    }
    const out: string[] = [];
    for await (const d of readSseData(pieces())) out.push(d);
    expect(out).toEqual(['{"a":\n1}', '[DONE]']);
  });
});
