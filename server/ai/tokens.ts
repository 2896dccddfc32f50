/**
 * Token estimates and budgets. Chinese models' tokenizers (DeepSeek, Qwen) spend about one token per 1.5 Chinese
 * characters and about one per 4 characters of ASCII; estimates are used only when a server reports no usage, and
 * to reserve budget before a call.
 */
import type { Usage } from './providers/types';

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/gu;

/** Estimated tokens of a text: CJK characters / 1.5 + other characters / 4, rounded up. */
export function estimateTokens(text: string): number {
  if (text === '') return 0;
  const cjk = text.match(CJK)?.length ?? 0;
  const other = [...text].length - cjk;
  return Math.ceil(cjk / 1.5 + other / 4);
}

/** Estimated tokens of a chat request: the texts plus a few tokens of framing per message. */
export function estimateMessagesTokens(messages: { content: string }[]): number {
  return messages.reduce((n, m) => n + 4 + estimateTokens(m.content), 2);
}

export interface TokenBudget {
  readonly limit: number;
  /** Tokens charged so far (reported or estimated usage). */
  readonly used: number;
  /** Tokens held by calls in flight (their prompt plus their maxTokens). */
  readonly reserved: number;
  readonly remaining: number;
  /** True once a reservation was refused: the pass stops and records why. */
  readonly exhausted: boolean;
  /** Holds `tokens` for a call; false (and exhausted) when they do not fit. */
  reserve(tokens: number): boolean;
  /** Frees a reservation and charges what the call really used. */
  settle(reservedTokens: number, usage: Pick<Usage, 'totalTokens'> | null): void;
}

/** A budget of `limit` tokens, shared by every call made with it (one review pass, or one task). */
export function createTokenBudget(limit: number): TokenBudget {
  if (!(limit >= 0)) throw new RangeError('token budget must be >= 0');
  let used = 0;
  let reserved = 0;
  let exhausted = false;
  return {
    limit,
    get used() {
      return used;
    },
    get reserved() {
      return reserved;
    },
    get remaining() {
      return Math.max(0, limit - used - reserved);
    },
    get exhausted() {
      return exhausted;
    },
    reserve(tokens) {
      if (exhausted || used + reserved + tokens > limit) {
        exhausted = true;
        return false;
      }
      reserved += tokens;
      return true;
    },
    settle(reservedTokens, usage) {
      reserved = Math.max(0, reserved - reservedTokens);
      used += usage ? usage.totalTokens : 0;
    },
  };
}
