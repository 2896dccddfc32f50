/**
 * A counting semaphore: at most `max` model requests in flight per process, whatever number of reviews run at once.
 * Servers (and paid APIs) throttle per key; queueing here is cheaper than collecting 429s.
 */
export interface Limiter {
  readonly max: number;
  /** Requests holding a slot now. */
  readonly active: number;
  /** Requests waiting for a slot. */
  readonly pending: number;
  /** Waits for a slot (or rejects with the signal's reason), then returns the function that frees it. */
  acquire(signal?: AbortSignal): Promise<() => void>;
}

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('limiter max must be a positive integer');
  let active = 0;
  const queue: { grant: () => void; reject: (e: unknown) => void; signal?: AbortSignal; onAbort: () => void }[] = [];

  const releaser = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      active--;
      const next = queue.shift();
      if (next) {
        next.signal?.removeEventListener('abort', next.onAbort);
        active++;
        next.grant();
      }
    };
  };

  return {
    max,
    get active() {
      return active;
    },
    get pending() {
      return queue.length;
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      if (active < max) {
        active++;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const entry = {
          grant: () => resolve(releaser()),
          reject,
          signal,
          onAbort: () => {
            const i = queue.indexOf(entry);
            if (i >= 0) queue.splice(i, 1);
            reject(signal?.reason);
          },
        };
        signal?.addEventListener('abort', entry.onAbort, { once: true });
        queue.push(entry);
      });
    },
  };
}
