/**
 * Provider for any server speaking OpenAI's chat-completions protocol: DeepSeek, Qwen (DashScope compatible mode),
 * vLLM, Ollama (/v1), LM Studio... POST {baseUrl}/chat/completions with a Bearer key; answers either one JSON body
 * or SSE `data: {choices:[{delta:{content}}]}` lines ending with `data: [DONE]`.
 *
 * Plain fetch (undici) rather than the `openai` SDK: the protocol is two request shapes, and owning the loop lets us
 * put one process-wide concurrency limit, our own retry rules and timeouts around it (docs/decisions/061).
 *
 * Failure handling: each attempt has a timeout (for streams, an idle timeout between chunks); the whole call has an
 * overall deadline covering queueing, attempts and back-off. 429/5xx/network errors/attempt timeouts are retried with
 * exponential back-off and jitter, honouring Retry-After; other 4xx are not. A stream is retried only before its
 * first chunk: after that a retry would repeat text the caller has already shown.
 */
import { AiProviderError } from './errors';
import { createLimiter, type Limiter } from './limiter';
import { backoffDelay, DEFAULT_RETRY, isRetryableStatus, parseRetryAfter, sleep as realSleep, type RetryPolicy } from './retry';
import { readSseData } from './sse';
import type { AiProvider, CapabilitySupport, ChatMessage, CompleteOptions, CompletionResult, StreamOptions, TAiCapability, Usage } from './types';
import { estimateMessagesTokens, estimateTokens } from '../tokens';

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.deepseek.com, http://localhost:11434/v1; '/chat/completions' is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Shared limiter; default: a new one of `maxConcurrent` (createAiProvider passes the process-wide one). */
  limiter?: Limiter;
  maxConcurrent?: number;
  /** One attempt (non-streamed), or the longest silence in a stream. Default 60 s. */
  requestTimeoutMs?: number;
  /** Everything of one complete() call, or a stream's connection phase. Default 180 s. */
  overallTimeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Test seams. */
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
}

const MODEL_CAPABILITIES: Record<TAiCapability, CapabilitySupport> = {
  classify: { mode: 'model', note: '由语言模型识别合同类型，结果须在已知类型之内，否则采用内置分类' },
  review: { mode: 'model', note: '语言模型逐条审查，引文须在合同中逐字找到，法条须在法规库中核实' },
  answer: { mode: 'model', note: '语言模型回答，引用的法条须在法规库中核实' },
  draft: { mode: 'model', note: '语言模型起草' },
  translate: { mode: 'model', note: '语言模型翻译' },
  chat: { mode: 'model', note: '语言模型对话' },
};

interface RequestBody {
  model: string;
  messages: ChatMessage[];
  max_tokens: number;
  temperature: number;
  stream: boolean;
  response_format?: { type: 'json_object' | 'text' };
}

/** Why an attempt's signal fired. */
type AbortCause = 'caller' | 'overall' | 'attempt';

interface Attempt {
  signal: AbortSignal;
  /** Re-arms the attempt timeout. */
  touch: () => void;
  cause: () => AbortCause | null;
}

interface Held extends Attempt {
  release: () => void;
}

class AttemptFailure extends Error {
  constructor(
    readonly error: AiProviderError,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(error.message);
  }
}

/** Builds the provider; nothing is contacted until the first call. */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiProvider {
  if (!options.model) throw new AiProviderError('AI_MODEL 未设置：使用 AI_BASE_URL 时必须指定模型名称', 'config');
  const url = chatCompletionsUrl(options.baseUrl);
  const limiter = options.limiter ?? createLimiter(options.maxConcurrent ?? 4);
  const requestTimeoutMs = options.requestTimeoutMs ?? 60_000;
  const overallTimeoutMs = options.overallTimeoutMs ?? 180_000;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  // Set once a server refuses response_format (older vLLM/Ollama builds): later calls do not send it.
  let jsonModeRefused = false;

  const headers = (stream: boolean): Record<string, string> => ({
    'content-type': 'application/json',
    accept: stream ? 'text/event-stream' : 'application/json',
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  });

  const buildBody = (messages: ChatMessage[], o: CompleteOptions, stream: boolean): RequestBody => ({
    model: options.model,
    messages,
    max_tokens: o.maxTokens,
    temperature: o.temperature,
    stream,
    ...(o.responseFormat && !jsonModeRefused ? { response_format: { type: o.responseFormat } } : {}),
  });

  /**
   * Runs `run` under the limiter until it succeeds or fails for good. Each attempt gets a signal that fires on the
   * caller's abort, the overall deadline or its own timeout (`touch` re-arms it: the idle timer of a stream).
   * With `keep`, a successful attempt keeps its slot and timer for the caller (a stream being read) and is no longer
   * subject to the overall deadline; the caller must call `held.release()`.
   */
  async function withRetries<T>(
    callerSignal: AbortSignal | undefined,
    body: RequestBody,
    run: (body: RequestBody, attempt: Attempt) => Promise<T>,
    keep = false,
  ): Promise<{ result: T; attempts: number; held: Held }> {
    const overall = AbortSignal.timeout(overallTimeoutMs);
    const outer = callerSignal ? AbortSignal.any([callerSignal, overall]) : overall;
    const startedAt = Date.now();
    let attempts = 0;
    let retriesLeft = policy.retries;
    for (;;) {
      attempts++;
      let release: () => void;
      try {
        release = await limiter.acquire(outer);
      } catch {
        throw callerSignal?.aborted ? abortError(attempts - 1) : timeoutError('overall', attempts - 1);
      }
      const attemptCtl = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      let timedOut = false;
      const touch = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          attemptCtl.abort(new Error('attempt timeout'));
        }, requestTimeoutMs);
      };
      const onOverall = () => attemptCtl.abort(new Error('overall timeout'));
      overall.addEventListener('abort', onOverall, { once: true });
      touch();
      const attempt: Attempt = {
        signal: callerSignal ? AbortSignal.any([callerSignal, attemptCtl.signal]) : attemptCtl.signal,
        touch,
        cause: () => (callerSignal?.aborted ? 'caller' : timedOut ? 'attempt' : attemptCtl.signal.aborted ? 'overall' : null),
      };
      let released = false;
      const cleanup = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        overall.removeEventListener('abort', onOverall);
        release();
      };
      try {
        const result = await run(body, attempt);
        if (keep) {
          overall.removeEventListener('abort', onOverall);
          return { result, attempts, held: { ...attempt, release: cleanup } };
        }
        cleanup();
        return { result, attempts, held: { ...attempt, release: () => {} } };
      } catch (e) {
        cleanup();
        const failure = toAttemptFailure(e, attempt.cause(), attempts);
        // A server that rejects JSON mode: drop it and try again at once, without spending a retry.
        if (
          failure.error.kind === 'http' &&
          failure.error.status === 400 &&
          body.response_format &&
          /response_format|json_object|json mode/i.test(failure.error.details.body ?? '')
        ) {
          jsonModeRefused = true;
          body = { ...body };
          delete body.response_format;
          continue;
        }
        if (!failure.retryable || retriesLeft <= 0) throw withAttempts(failure.error, attempts);
        retriesLeft--;
        const delay = backoffDelay(policy.retries - retriesLeft, policy, failure.retryAfterMs, random);
        // Waiting past the deadline only to fail then: fail now, with the server's own answer.
        if (Date.now() - startedAt + delay >= overallTimeoutMs) throw withAttempts(failure.error, attempts);
        try {
          await sleep(delay, outer);
        } catch {
          throw callerSignal?.aborted ? abortError(attempts) : timeoutError('overall', attempts);
        }
      }
    }
  }

  async function complete(messages: ChatMessage[], o: CompleteOptions): Promise<CompletionResult> {
    const { result, attempts } = await withRetries(o.signal, buildBody(messages, o, false), async (body, attempt) => {
      const response = await post(body, attempt.signal, false);
      let json: unknown;
      try {
        json = JSON.parse(await response.text());
      } catch (e) {
        if (attempt.signal.aborted) throw e;
        throw new AttemptFailure(new AiProviderError('模型服务返回的不是 JSON', 'bad-response'), false);
      }
      return parseCompletion(json);
    });
    const usage = result.usage ?? estimateUsage(messages, result.text);
    return { text: result.text, usage, finishReason: result.finishReason, attempts };
  }

  async function* stream(messages: ChatMessage[], o: StreamOptions): AsyncGenerator<string> {
    // Connection phase: retried and under the overall deadline. Then the attempt timer becomes the idle timer.
    const { result: response, held } = await withRetries(
      o.signal,
      buildBody(messages, o, true),
      (body, attempt) => post(body, attempt.signal, true),
      true,
    );
    let text = '';
    let usage: Usage | null = null;
    let finished = false;
    try {
      if (!response.body) throw new AiProviderError('模型服务没有返回数据流', 'bad-response');
      for await (const data of readSseData(iterateBody(response.body))) {
        held.touch();
        if (data.trim() === '[DONE]') {
          finished = true;
          break;
        }
        let chunk: unknown;
        try {
          chunk = JSON.parse(data);
        } catch {
          throw new AiProviderError('模型服务的数据流格式不正确', 'bad-response');
        }
        const error = (chunk as { error?: { message?: string } }).error;
        if (error) throw new AiProviderError(`模型服务报错：${error.message ?? '未知错误'}`, 'bad-response');
        const reported = readUsage(chunk);
        if (reported) usage = reported;
        const delta = (chunk as { choices?: { delta?: { content?: unknown } }[] }).choices?.[0]?.delta?.content;
        if (typeof delta === 'string' && delta !== '') {
          text += delta;
          yield delta;
        }
      }
      // A body that ends without [DONE] is accepted (some servers omit it) unless a signal cut it.
      if (held.cause() !== null) throw new Error('aborted');
      finished = true;
      o.onUsage?.(usage ?? estimateUsage(messages, text));
    } catch (e) {
      const cause = held.cause();
      if (cause === 'caller') throw abortError(1);
      if (cause !== null) throw timeoutError('attempt', 1);
      if (e instanceof AiProviderError) throw e;
      throw new AiProviderError(`模型服务连接中断：${(e as Error).message}`, 'network');
    } finally {
      if (!finished) await response.body?.cancel().catch(() => {});
      held.release();
    }
  }

  async function post(body: RequestBody, signal: AbortSignal, stream: boolean): Promise<Response> {
    const response = await fetchImpl(url, { method: 'POST', headers: headers(stream), body: JSON.stringify(body), signal });
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    const error = new AiProviderError(httpMessage(response.status, text), 'http', {
      status: response.status,
      retryable: isRetryableStatus(response.status),
      body: text.slice(0, 2000),
    });
    throw new AttemptFailure(error, isRetryableStatus(response.status), retryAfterMs);
  }

  return {
    id: 'openai-compatible',
    model: options.model,
    capabilities: MODEL_CAPABILITIES,
    complete,
    stream,
  };
}

/** `{base}/chat/completions`, accepting a base that already ends with it. */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  return base.endsWith('/chat/completions') ? base : `${base}/chat/completions`;
}

function parseCompletion(json: unknown): { text: string; usage: Usage | null; finishReason: string | null } {
  const choice = (json as { choices?: { message?: { content?: unknown }; finish_reason?: unknown }[] })?.choices?.[0];
  const content = choice?.message?.content;
  if (typeof content !== 'string') {
    const error = (json as { error?: { message?: string } })?.error;
    const message = error ? `模型服务报错：${error.message ?? '未知错误'}` : '模型服务的返回缺少 choices[0].message.content';
    throw new AttemptFailure(new AiProviderError(message, 'bad-response'), false);
  }
  return {
    text: content,
    usage: readUsage(json),
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null,
  };
}

function readUsage(json: unknown): Usage | null {
  const u = (json as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown } })?.usage;
  if (!u || typeof u.prompt_tokens !== 'number' || typeof u.completion_tokens !== 'number') return null;
  const total = typeof u.total_tokens === 'number' ? u.total_tokens : u.prompt_tokens + u.completion_tokens;
  return { promptTokens: u.prompt_tokens, completionTokens: u.completion_tokens, totalTokens: total, estimated: false };
}

function estimateUsage(messages: ChatMessage[], text: string): Usage {
  const promptTokens = estimateMessagesTokens(messages);
  const completionTokens = estimateTokens(text);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens, estimated: true };
}

async function* iterateBody(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

function toAttemptFailure(e: unknown, cause: AbortCause | null, attempts: number): AttemptFailure {
  if (e instanceof AttemptFailure) return e;
  if (cause === 'caller') return new AttemptFailure(abortError(attempts), false);
  if (cause === 'overall') return new AttemptFailure(timeoutError('overall', attempts), false);
  if (cause === 'attempt') return new AttemptFailure(timeoutError('attempt', attempts), true);
  if (e instanceof AiProviderError) return new AttemptFailure(e, false);
  const message = (e as { cause?: { code?: string; message?: string } })?.cause?.code ?? (e as Error)?.message ?? String(e);
  return new AttemptFailure(new AiProviderError(`无法连接模型服务（${message}）`, 'network', { retryable: true }), true);
}

function withAttempts(error: AiProviderError, attempts: number): AiProviderError {
  return new AiProviderError(error.message, error.kind, { ...error.details, attempts });
}

function abortError(attempts: number): AiProviderError {
  return new AiProviderError('模型调用已取消', 'aborted', { attempts });
}

function timeoutError(which: 'attempt' | 'overall', attempts: number): AiProviderError {
  return new AiProviderError(which === 'overall' ? '模型服务超时（总时限已到）' : '模型服务响应超时', 'timeout', {
    attempts,
    retryable: which === 'attempt',
  });
}

function httpMessage(status: number, body: string): string {
  const detail = body.replace(/\s+/g, ' ').slice(0, 200);
  if (status === 401 || status === 403) return `模型服务拒绝访问（HTTP ${status}），请检查 AI_API_KEY`;
  if (status === 404) return `模型服务地址或模型不存在（HTTP 404），请检查 AI_BASE_URL 与 AI_MODEL：${detail}`;
  if (status === 429) return '模型服务繁忙（HTTP 429），请稍后再试';
  if (status >= 500) return `模型服务出错（HTTP ${status}）`;
  return `模型服务拒绝了请求（HTTP ${status}）：${detail}`;
}
