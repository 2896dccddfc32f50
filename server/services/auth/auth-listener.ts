/**
 * LISTEN lawdesk_auth for the session cache (decision 173). PGlite: its in-process listen(). PostgreSQL: one
 * dedicated connection (not from the pool), reconnected after errors with a growing delay; while it is down the
 * cache is off, so a revoked session can never be served from a stale entry.
 */
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';
import type { SessionCache } from './session-cache';

export const AUTH_CHANNEL = 'lawdesk_auth';

type TLog = { warn: (obj: object, msg: string) => void };

/** Starts listening; resolves with a stop function once the first LISTEN is in place (or has failed). */
export async function startAuthListener(handle: DatabaseHandle, cache: SessionCache, log: TLog): Promise<() => Promise<void>> {
  if (handle.kind === 'pglite') {
    const unlisten = await handle.pglite.listen(AUTH_CHANNEL, (payload) => cache.applyNotification(payload));
    cache.setLive(true);
    return async () => {
      cache.setLive(false);
      await unlisten();
    };
  }
  let stopped = false;
  let client: pg.Client | null = null;
  let delay = 250;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: handle.connectionString });
    client = c;
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      cache.setLive(false);
      if (stopped) return;
      log.warn({ err }, 'session cache: LISTEN connection lost; sessions are read from the database until it is back');
      timer = setTimeout(() => void connect(), delay);
      timer.unref();
      delay = Math.min(delay * 2, 10_000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (n) => {
      if (n.channel === AUTH_CHANNEL && n.payload) cache.applyNotification(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${AUTH_CHANNEL}`);
      delay = 250;
      cache.setLive(true);
    } catch (err) {
      lost(err as Error);
      await c.end().catch(() => {});
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    cache.setLive(false);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
