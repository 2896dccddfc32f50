import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '@/lib/api-client';
import { resetStore } from '@/lib/store';

/** spec §9 / issue 13 item 4: a call is given up after 10 minutes (a 100 MB upload on a slow line fits inside). */
describe('HTTP timeout', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetStore();
  });

  it('keeps a slow call open for 10 minutes, then aborts it as a network failure', async () => {
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => {
              aborted = true;
              reject(new DOMException('The operation was aborted.', 'AbortError'));
            });
          }),
      ),
    );
    const call = apiRequest('/api/lawdesk/saas/api/v1/base/info', { silentNetwork: true });
    const outcome = call.then(
      () => 'answered',
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 1000);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetwork).toBe(true);
  });
});
