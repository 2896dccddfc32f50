/**
 * Sessions cached per process (decision 173) so an authenticated read costs no query: entries keyed by token hash,
 * kept at most SESSION_CACHE_TTL_MS, evicted at once when the database says a session or its user changed (triggers
 * -> NOTIFY lawdesk_auth -> every process; see auth-listener.ts). The cache is only used while this process is
 * LISTENing: if the listening connection drops, notifications could be missed, so every lookup goes to the
 * database until it is back (and the cache is emptied then).
 */
import type { TActor } from '../../lib/actor';

/** Backstop: even with notifications, an entry is re-read at least this often. */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

export type TCachedSession = {
  actor: TActor;
  expiresAt: number;
  lastSeenAt: number;
  disabled: boolean;
  cachedAt: number;
};

export class SessionCache {
  private readonly byHash = new Map<string, TCachedSession>();
  private live = false;
  /** Bumped by every notification: a lookup that raced one does not cache what it read. */
  generation = 0;

  /** Whether notifications are being received (only then is the cache used). */
  get active(): boolean {
    return this.live;
  }

  /** Called by the listener: true once LISTEN is in place, false when the connection is lost. */
  setLive(live: boolean): void {
    this.live = live;
    this.generation++;
    this.byHash.clear();
  }

  get(tokenHash: string, now: number): TCachedSession | undefined {
    if (!this.live) return undefined;
    const entry = this.byHash.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt > SESSION_CACHE_TTL_MS) {
      this.byHash.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** Caches what a lookup read, unless a notification arrived since it started (`generation` then). */
  set(tokenHash: string, entry: TCachedSession, generation: number): void {
    if (!this.live || generation !== this.generation) return;
    if (this.byHash.size >= MAX_ENTRIES) {
      // Oldest first (Map keeps insertion order).
      const first = this.byHash.keys().next();
      if (!first.done) this.byHash.delete(first.value);
    }
    this.byHash.set(tokenHash, entry);
  }

  /** Applies one lawdesk_auth notification: 's:<session id>' or 'u:<user id>'. */
  applyNotification(payload: string): void {
    this.generation++;
    const id = payload.slice(2);
    const bySession = payload.startsWith('s:');
    for (const [hash, entry] of this.byHash) {
      if (bySession ? entry.actor.sessionId === id : entry.actor.userId === id) this.byHash.delete(hash);
    }
  }
}
