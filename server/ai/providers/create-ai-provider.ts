/**
 * Picks the provider from settings: `openai-compatible` when AI_BASE_URL is set, else `builtin`.
 * All providers made here share one process-wide limiter, so the in-flight cap holds across every review and chat
 * running in this process (AI_MAX_CONCURRENCY, default 4).
 */
import { z } from 'zod';
import { builtinProvider } from './builtin';
import { AiProviderError } from './errors';
import { createLimiter, type Limiter } from './limiter';
import { createOpenAiCompatibleProvider, type OpenAiCompatibleOptions } from './openai-compatible';
import type { AiProvider } from './types';

/** The settings this module reads; extra AI_* keys are optional and have defaults. */
export interface AiEnv {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  /** Max model requests in flight per process. */
  AI_MAX_CONCURRENCY?: string | number;
  /** Per-attempt (and stream idle) timeout, seconds. */
  AI_TIMEOUT_SECONDS?: string | number;
  /** Whole-call deadline, seconds. */
  AI_OVERALL_TIMEOUT_SECONDS?: string | number;
  /** Retries after the first attempt. */
  AI_MAX_RETRIES?: string | number;
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const intIn = (min: number, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const ZAiEnv = z.object({
  AI_BASE_URL: z.preprocess(blankToUndefined, z.url().optional()),
  AI_API_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(blankToUndefined, z.string().optional()),
  AI_MAX_CONCURRENCY: intIn(1, 256, 4),
  AI_TIMEOUT_SECONDS: intIn(1, 3600, 60),
  AI_OVERALL_TIMEOUT_SECONDS: intIn(1, 7200, 180),
  AI_MAX_RETRIES: intIn(0, 10, 3),
});

let processLimiter: Limiter | null = null;

/** The limiter every provider of this process shares (created on first use). */
export function processAiLimiter(max: number): Limiter {
  if (!processLimiter || processLimiter.max !== max) processLimiter = createLimiter(max);
  return processLimiter;
}

/** builtin unless AI_BASE_URL is set; throws AiProviderError('config') for settings that cannot work. */
export function createAiProvider(env: AiEnv, overrides: Partial<OpenAiCompatibleOptions> = {}): AiProvider {
  const parsed = ZAiEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new AiProviderError(`模型设置有误：${problems}`, 'config');
  }
  const s = parsed.data;
  if (!s.AI_BASE_URL) return builtinProvider;
  if (!s.AI_MODEL) throw new AiProviderError('AI_MODEL 未设置：使用 AI_BASE_URL 时必须指定模型名称', 'config');
  return createOpenAiCompatibleProvider({
    baseUrl: s.AI_BASE_URL,
    apiKey: s.AI_API_KEY,
    model: s.AI_MODEL,
    limiter: processAiLimiter(s.AI_MAX_CONCURRENCY),
    requestTimeoutMs: s.AI_TIMEOUT_SECONDS * 1000,
    overallTimeoutMs: s.AI_OVERALL_TIMEOUT_SECONDS * 1000,
    retry: { retries: s.AI_MAX_RETRIES },
    ...overrides,
  });
}
