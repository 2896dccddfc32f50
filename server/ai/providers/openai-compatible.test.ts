import { afterEach, describe, expect, it } from 'vitest';
import { startChatStub, type ChatStub, type StubHandler } from '../testing/chat-stub-server';
import { createOpenAiCompatibleProvider, chatCompletionsUrl, type OpenAiCompatibleOptions } from './openai-compatible';
import { AiProviderError } from './errors';
import type { ChatMessage } from './types';

const messages: ChatMessage[] = [
  { role: 'system', content: '你是律师助理。' },
  { role: 'user', content: '请审查：甲方应于收货后三十日内付款。' },
];
const opts = { maxTokens: 200, temperature: 0 };

let stub: ChatStub | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

async function setup(handler: StubHandler, options: Partial<OpenAiCompatibleOptions> = {}) {
  stub = await startChatStub(handler);
  const sleeps: number[] = [];
  const provider = createOpenAiCompatibleProvider({
    baseUrl: stub.url,
    apiKey: 'sk-test',
    model: 'deepseek-chat',
    // Back-off is recorded, not waited: the tests check which delay was chosen, not how long anything took.
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  return { provider, sleeps, stub };
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const part of iterable) out.push(part);
  return out;
}

describe('openai-compatible provider: requests and answers', () => {
  it('posts to {base}/chat/completions with the key, the model and the limits, and returns text and usage', async () => {
    const { provider, stub } = await setup(() => ({ content: '{"findings":[]}', usage: { prompt_tokens: 30, completion_tokens: 5 } }));
    const result = await provider.complete(messages, { ...opts, responseFormat: 'json_object' });
    expect(result.text).toBe('{"findings":[]}');
    expect(result.usage).toEqual({ promptTokens: 30, completionTokens: 5, totalTokens: 35, estimated: false });
    expect(result.attempts).toBe(1);
    const [req] = stub.requests;
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(req!.body).toMatchObject({ model: 'deepseek-chat', max_tokens: 200, temperature: 0, stream: false, response_format: { type: 'json_object' } });
    expect(req!.body.messages).toEqual(messages);
  });

  it('estimates usage (about 1 token per 1.5 Chinese characters) when the server reports none', async () => {
    const { provider } = await setup(() => ({ content: '没有发现问题。' }));
    const result = await provider.complete(messages, opts);
    expect(result.usage.estimated).toBe(true);
    expect(result.usage.completionTokens).toBe(Math.ceil(7 / 1.5));
    expect(result.usage.promptTokens).toBeGreaterThan(10);
  });

  it('sends no Authorization header when no key is set (Ollama)', async () => {
    const { provider, stub } = await setup(() => ({ content: 'ok' }), { apiKey: undefined });
    await provider.complete(messages, opts);
    expect(stub.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('accepts a base URL with a trailing slash or already ending in /chat/completions', () => {
    expect(chatCompletionsUrl('http://localhost:11434/v1/')).toBe('http://localhost:11434/v1/chat/completions');
    expect(chatCompletionsUrl('https://api.deepseek.com')).toBe('https://api.deepseek.com/chat/completions');
    expect(chatCompletionsUrl('http://x/v1/chat/completions')).toBe('http://x/v1/chat/completions');
  });

  it('refuses to be built without a model name', () => {
    expect(() => createOpenAiCompatibleProvider({ baseUrl: 'http://x/v1', model: '' })).toThrow(/AI_MODEL/);
  });

  it('retries once without response_format when the server rejects JSON mode, and stops sending it', async () => {
    const { provider, stub, sleeps } = await setup((req) =>
      req.body.response_format
        ? { status: 400, body: '{"error":{"message":"response_format is not supported"}}' }
        : { content: '{"findings":[]}' },
    );
    expect((await provider.complete(messages, { ...opts, responseFormat: 'json_object' })).text).toBe('{"findings":[]}');
    await provider.complete(messages, { ...opts, responseFormat: 'json_object' });
    expect(stub.requests.map((r) => Boolean(r.body.response_format))).toEqual([true, false, false]);
    expect(sleeps).toEqual([]);
  });
});

describe('openai-compatible provider: streaming', () => {
  it('yields the deltas of an SSE stream in order and ends at [DONE]', async () => {
    const { provider } = await setup(() => ({ content: '违约金过高，建议调整为合同总价的百分之二十。', chunkChars: 4, usage: { prompt_tokens: 20, completion_tokens: 15 } }));
    let usage = null as unknown;
    const parts = await collect(provider.stream(messages, { ...opts, onUsage: (u) => (usage = u) }));
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.join('')).toBe('违约金过高，建议调整为合同总价的百分之二十。');
    expect(usage).toEqual({ promptTokens: 20, completionTokens: 15, totalTokens: 35, estimated: false });
  });

  it('reassembles events whose bytes arrive split mid-line and mid-character', async () => {
    const text = '第五条　乙方逾期交货的，每日按货款的千分之五支付违约金。';
    const { provider } = await setup(() => ({ content: text, splitBytes: 5 }));
    expect((await collect(provider.stream(messages, opts))).join('')).toBe(text);
  });

  it('accepts a stream that ends without [DONE] and estimates its usage', async () => {
    const { provider } = await setup(() => ({ content: '好的', omitDone: true }));
    let estimated = false;
    const parts = await collect(provider.stream(messages, { ...opts, onUsage: (u) => (estimated = u.estimated) }));
    expect(parts.join('')).toBe('好的');
    expect(estimated).toBe(true);
  });

  it('retries a stream that fails before its first chunk', async () => {
    const { provider, stub } = await setup((req) => (req.n === 1 ? { status: 503 } : { content: '恢复了' }));
    expect((await collect(provider.stream(messages, opts))).join('')).toBe('恢复了');
    expect(stub.requests).toHaveLength(2);
  });

  it('ends a stream that goes silent with a timeout error, keeping what arrived', async () => {
    const { provider } = await setup(() => ({ streamThenHang: ['第一段', '第二段'] }), { requestTimeoutMs: 500 });
    const parts: string[] = [];
    const error = await (async () => {
      for await (const p of provider.stream(messages, opts)) parts.push(p);
    })().catch((e: unknown) => e);
    expect(parts).toEqual(['第一段', '第二段']);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).kind).toBe('timeout');
  });
});

describe('openai-compatible provider: retries and timeouts', () => {
  it('waits as long as Retry-After says after a 429, then succeeds', async () => {
    const { provider, stub, sleeps } = await setup((req) =>
      req.n === 1 ? { status: 429, headers: { 'retry-after': '2' } } : { content: 'ok' },
    );
    const result = await provider.complete(messages, opts);
    expect(result.text).toBe('ok');
    expect(result.attempts).toBe(2);
    expect(stub.requests).toHaveLength(2);
    expect(sleeps).toEqual([2000]);
  });

  it('fails at once with the 429 when Retry-After is beyond the overall deadline, instead of waiting to fail', async () => {
    const { provider, stub, sleeps } = await setup(() => ({ status: 429, headers: { 'retry-after': '600' } }), {
      overallTimeoutMs: 5000,
      retry: { maxDelayMs: 600_000 },
    });
    const error = (await provider.complete(messages, opts).catch((e: unknown) => e)) as AiProviderError;
    expect(error.status).toBe(429);
    expect(stub.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('retries a 500 with exponential back-off and jitter, then succeeds', async () => {
    const { provider, sleeps } = await setup((req) => (req.n <= 2 ? { status: 500 } : { content: 'ok' }), {
      retry: { baseDelayMs: 100, maxDelayMs: 10_000 },
    });
    const result = await provider.complete(messages, opts);
    expect(result.attempts).toBe(3);
    // random() = 0.5: half of the exponential delay fixed plus a quarter of it as jitter.
    expect(sleeps).toEqual([75, 150]);
  });

  it('gives up after the configured retries and reports the last status', async () => {
    const { provider, stub } = await setup(() => ({ status: 502 }), { retry: { retries: 2 } });
    const error = (await provider.complete(messages, opts).catch((e: unknown) => e)) as AiProviderError;
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.attempts).toBe(3);
    expect(stub.requests).toHaveLength(3);
  });

  it('does not retry a 400 or a 401', async () => {
    for (const status of [400, 401]) {
      const { provider, stub } = await setup(() => ({ status, body: '{"error":{"message":"bad"}}' }));
      const error = (await provider.complete(messages, opts).catch((e: unknown) => e)) as AiProviderError;
      expect(error.kind).toBe('http');
      expect(error.status).toBe(status);
      expect(stub.requests).toHaveLength(1);
      await stub.close();
    }
  });

  it('times out a request that hangs, retries it, and then reports a timeout', async () => {
    const { provider, stub } = await setup(() => ({ hang: true }), { requestTimeoutMs: 100, retry: { retries: 1 } });
    const error = (await provider.complete(messages, opts).catch((e: unknown) => e)) as AiProviderError;
    expect(error.kind).toBe('timeout');
    expect(stub.requests).toHaveLength(2);
  });

  it('stops at the overall deadline even when attempts would continue', async () => {
    const { provider, stub } = await setup(() => ({ hang: true }), {
      requestTimeoutMs: 60_000,
      overallTimeoutMs: 150,
      retry: { retries: 5 },
    });
    const error = (await provider.complete(messages, opts).catch((e: unknown) => e)) as AiProviderError;
    expect(error.kind).toBe('timeout');
    expect(stub.requests).toHaveLength(1);
  });

  it('retries a dropped connection (network error) and succeeds', async () => {
    const { provider, stub } = await setup((req) => (req.n === 1 ? { destroy: true } : { content: 'ok' }));
    expect((await provider.complete(messages, opts)).text).toBe('ok');
    expect(stub.requests).toHaveLength(2);
  });

  it('reports a network error when nothing listens', async () => {
    const closed = await startChatStub(() => ({ content: 'x' }));
    await closed.close();
    const provider = createOpenAiCompatibleProvider({ baseUrl: closed.url, model: 'm', retry: { retries: 1 }, sleep: async () => {} });
    const error = (await provider.complete(messages, opts).catch((e: unknown) => e)) as AiProviderError;
    expect(error.kind).toBe('network');
    expect(error.attempts).toBe(2);
  });

  it('stops at once, without retrying, when the caller aborts', async () => {
    const { provider, stub } = await setup(() => ({ hang: true }), { retry: { retries: 3 } });
    const ctl = new AbortController();
    const pending = provider.complete(messages, { ...opts, signal: ctl.signal }).catch((e: unknown) => e);
    while (stub.requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    ctl.abort();
    const error = (await pending) as AiProviderError;
    expect(error.kind).toBe('aborted');
    expect(stub.requests).toHaveLength(1);
  });

  it('reports a 200 without choices as a bad response, not as text', async () => {
    const { provider } = await setup(() => ({ status: 200, body: '{"object":"error","message":"model not loaded"}' }));
    const error = (await provider.complete(messages, opts).catch((e: unknown) => e)) as AiProviderError;
    expect(error.kind).toBe('bad-response');
  });
});

describe('openai-compatible provider: concurrency limit', () => {
  it('never has more requests in flight than the limit, and uses the limit', async () => {
    const { provider, stub } = await setup(() => ({ content: 'ok', holdMs: 40 }), { maxConcurrent: 2 });
    const results = await Promise.all(Array.from({ length: 7 }, () => provider.complete(messages, opts)));
    expect(results.every((r) => r.text === 'ok')).toBe(true);
    expect(stub.requests).toHaveLength(7);
    expect(stub.maxInFlight).toBe(2);
  });

  it('holds a slot for the whole life of a stream', async () => {
    const { provider, stub } = await setup(() => ({ content: '一二三四五六七八九十', chunkChars: 1, holdMs: 20 }), { maxConcurrent: 1 });
    const outputs = await Promise.all([collect(provider.stream(messages, opts)), collect(provider.stream(messages, opts)), provider.complete(messages, opts)]);
    expect(outputs[0].join('')).toBe('一二三四五六七八九十');
    expect(stub.maxInFlight).toBe(1);
  });
});
