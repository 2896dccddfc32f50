/**
 * Per-process cache of logged-in reads (decision 188): base/info's rows, effective permissions, the first pages of
 * the task list. Each entry carries tags naming what it shows ('u:<user>', 'c:<user>'...); database triggers NOTIFY
 * channel lawdesk_reads with the tag of every row that changes (migration 0015) and every process evicts the
 * entries carrying it (auth-listener.ts). As with sessions (decision 173) the cache is used only while this process
 * is LISTENing, and a read that raced a notification for one of its tags is not cached.
 *
 * Values are shared between requests: callers must treat them as read-only.
 */

/** Backstop: even with notifications, an entry is re-read at least this often. */
export const READ_CACHE_TTL_MS = 60_000;
/** Above this many remembered tags, the memory of which tag was notified when is reset (see `fill`). */
const MAX_REMEMBERED_TAGS = 50_000;

type TEntry = { value: unknown; tags: readonly string[]; cachedAt: number };

export class ReadCache {
  private readonly entries = new Map<string, TEntry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  /** Per tag, the generation of its last notification: a read that started before it must not be cached. */
  private readonly notifiedAt = new Map<string, number>();
  private generation = 0;
  /** Reads started before this generation are never cached (set when notifiedAt is reset or LISTEN drops). */
  private floor = 0;
  private live = false;

  constructor(private readonly maxEntries = 20_000) {}

  /** Whether notifications are being received (only then is the cache used). */
  get active(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Called by the listener: true once LISTEN is in place, false when the connection is lost. Empties the cache. */
  setLive(live: boolean): void {
    this.live = live;
    this.generation++;
    this.floor = this.generation;
    this.entries.clear();
    this.keysByTag.clear();
    this.notifiedAt.clear();
  }

  /**
   * The value cached under `key`, else `read()`'s, cached under `tagsOf(value)` unless one of those tags was
   * notified while it ran. `now` is for tests.
   */
  async through<T>(key: string, read: () => Promise<T>, tagsOf: (value: T) => readonly string[], now = Date.now()): Promise<T> {
    if (!this.live) return read();
    const entry = this.entries.get(key);
    if (entry && now - entry.cachedAt <= READ_CACHE_TTL_MS) return entry.value as T;
    if (entry) this.delete(key);
    const startedAt = this.generation;
    const value = await read();
    this.fill(key, value, tagsOf(value), startedAt, now);
    return value;
  }

  /** Applies one lawdesk_reads notification: the tag of a changed row. */
  applyNotification(tag: string): void {
    this.generation++;
    if (this.notifiedAt.size >= MAX_REMEMBERED_TAGS) {
      this.notifiedAt.clear();
      this.floor = this.generation;
    }
    this.notifiedAt.set(tag, this.generation);
    const keys = this.keysByTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.delete(key);
  }

  private fill(key: string, value: unknown, tags: readonly string[], startedAt: number, now: number): void {
    if (!this.live || startedAt < this.floor) return;
    for (const tag of tags) if ((this.notifiedAt.get(tag) ?? 0) > startedAt) return;
    if (this.entries.has(key)) this.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (Map keeps insertion order).
      const first = this.entries.keys().next();
      if (!first.done) this.delete(first.value);
    }
    this.entries.set(key, { value, tags, cachedAt: now });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}
