import { describe, expect, it } from 'vitest';
import { READ_CACHE_TTL_MS, ReadCache } from './read-cache';

/** A read that counts its calls and returns `value()`. */
function counted<T>(value: () => T) {
  const read = async () => {
    read.calls++;
    return value();
  };
  read.calls = 0;
  return read;
}

function liveCache(max?: number): ReadCache {
  const cache = new ReadCache(max);
  cache.setLive(true);
  return cache;
}

describe('ReadCache', () => {
  it('reads through until LISTEN is in place, and empties itself when it is lost', async () => {
    const cache = new ReadCache();
    const read = counted(() => 1);
    await cache.through('k', read, () => ['u:1']);
    await cache.through('k', read, () => ['u:1']);
    expect(read.calls).toBe(2);
    cache.setLive(true);
    await cache.through('k', read, () => ['u:1']);
    await cache.through('k', read, () => ['u:1']);
    expect(read.calls).toBe(3);
    cache.setLive(false);
    await cache.through('k', read, () => ['u:1']);
    expect([read.calls, cache.size]).toEqual([4, 0]);
  });

  it('evicts exactly the entries carrying a notified tag', async () => {
    const cache = liveCache();
    let version = 1;
    const a = counted(() => `a${version}`);
    const b = counted(() => `b${version}`);
    await cache.through('a', a, () => ['u:1', 't:9']);
    await cache.through('b', b, () => ['u:2', 't:9']);
    version = 2;
    cache.applyNotification('u:1');
    expect(await cache.through('a', a, () => ['u:1', 't:9'])).toBe('a2');
    expect(await cache.through('b', b, () => ['u:2', 't:9'])).toBe('b1');
    version = 3;
    cache.applyNotification('t:9');
    expect(await cache.through('a', a, () => ['u:1', 't:9'])).toBe('a3');
    expect(await cache.through('b', b, () => ['u:2', 't:9'])).toBe('b3');
  });

  it('does not keep a value read while one of its tags was notified (it may predate the change)', async () => {
    const cache = liveCache();
    let release!: (value: string) => void;
    const racing = cache.through('k', () => new Promise<string>((resolve) => (release = resolve)), () => ['c:1']);
    cache.applyNotification('c:1');
    release('old');
    expect(await racing).toBe('old');
    const fresh = counted(() => 'new');
    expect(await cache.through('k', fresh, () => ['c:1'])).toBe('new');
    // A notification of an unrelated tag during a read does not stop it being cached.
    const other = cache.through('j', async () => 'kept', () => ['c:2']);
    cache.applyNotification('c:3');
    await other;
    const again = counted(() => 'reread');
    expect(await cache.through('j', again, () => ['c:2'])).toBe('kept');
    expect(again.calls).toBe(0);
  });

  it('re-reads an entry older than the TTL and keeps at most maxEntries, oldest out first', async () => {
    const cache = liveCache(2);
    const read = counted(() => 'v');
    const t0 = 1_000_000;
    await cache.through('a', read, () => [], t0);
    await cache.through('a', read, () => [], t0 + READ_CACHE_TTL_MS);
    await cache.through('a', read, () => [], t0 + READ_CACHE_TTL_MS + 1);
    expect(read.calls).toBe(2);
    await cache.through('b', read, () => [], t0 + READ_CACHE_TTL_MS + 1);
    await cache.through('c', read, () => [], t0 + READ_CACHE_TTL_MS + 1);
    expect(cache.size).toBe(2);
    const calls = read.calls;
    await cache.through('a', read, () => [], t0 + READ_CACHE_TTL_MS + 1);
    expect(read.calls).toBe(calls + 1);
  });
});
