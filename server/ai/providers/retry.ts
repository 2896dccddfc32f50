/**
 * Retry policy of the openai-compatible provider: which failures are worth another attempt and how long to wait.
 * 429 and 5xx are the server's way of saying "later"; other 4xx mean the request itself is wrong and will fail again.
 */

export interface RetryPolicy {
  /** Further attempts after the first (0 = no retry). */
  retries: number;
  /** First back-off delay; doubles each attempt. */
  baseDelayMs: number;
  /** Ceiling of one back-off delay (also caps Retry-After). */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 500, maxDelayMs: 20_000 };

/** Whether an HTTP status is worth retrying: 408, 409 (lock), 425, 429 and every 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/**
 * Delay before attempt `attempt` (1 = first retry): exponential with "equal jitter" (half fixed, half random) so a
 * burst of clients does not retry in lock-step. A server's Retry-After wins when present, capped at maxDelayMs.
 */
export function backoffDelay(attempt: number, policy: RetryPolicy, retryAfterMs: number | null, random = Math.random): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, policy.maxDelayMs);
  const exp = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exp / 2 + (random() * exp) / 2);
}

/** Sleeps `ms`, rejecting early with the signal's reason when it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
