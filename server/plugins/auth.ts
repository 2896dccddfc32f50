/**
 * Sessions on requests: `requireAuth` (a preHandler) resolves header `token` (or query `ntoken`, api.md) into
 * `request.actor` = {userId, tenantId, isAdmin, sessionId}. Missing token -> 401/401; unknown, expired or revoked
 * -> 401/10015, which makes the app log out (spec §8). Also decorates the SMS sender and derived keys.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TEnv } from '../env';
import type { TActor } from '../lib/actor';
import { Errors } from '../lib/app-error';
import { deriveKey } from '../lib/derive-key';
import fp from 'fastify-plugin';
import { createSmsSender, type SmsSender } from '../lib/sms/sms-sender';
import { zizhuTokenKey } from '../lib/zizhu-token';
import { ReadCache } from '../lib/read-cache';
import { startAuthListener } from '../services/auth/auth-listener';
import { resolveSession } from '../services/auth/resolve-session';
import { SessionCache } from '../services/auth/session-cache';

declare module 'fastify' {
  interface FastifyInstance {
    env: TEnv;
    sms: SmsSender;
    authKeys: { smsCode: Buffer; zizhuToken: Buffer };
    /** preHandler: 401 unless the request carries a live session; sets request.actor. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** This process's session cache (decision 173); tests read `active`. */
    sessionCache: SessionCache;
    /**
     * This process's caches of logged-in reads (decision 188): `reads` for base/info and permissions, `lists` for
     * list pages (larger entries, fewer of them). Evicted across processes by NOTIFY lawdesk_reads.
     */
    readCaches: { reads: ReadCache; lists: ReadCache };
  }
  interface FastifyRequest {
    actor: TActor | null;
  }
}

/** The session token of a request: header `token`, else query `ntoken`. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers['token'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  // Read from the raw URL: a route's querystring schema may have stripped unknown parameters already.
  const queryIndex = request.url.indexOf('?');
  if (queryIndex === -1) return undefined;
  return new URLSearchParams(request.url.slice(queryIndex + 1)).get('ntoken') || undefined;
}

/** The actor of a route behind requireAuth (throws if the route forgot the preHandler). */
export function actorOf(request: FastifyRequest): TActor {
  if (!request.actor) throw Errors.unauthorized();
  return request.actor;
}

export default fp<{ env: TEnv }>(
  async (app: FastifyInstance, { env }) => {
    app.decorate('env', env);
    app.decorate('sms', createSmsSender(env.SMS_PROVIDER, env.DATA_DIR, app.log));
    app.decorate('authKeys', {
      smsCode: deriveKey(env.SECRET_KEY, 'sms-code'),
      zizhuToken: zizhuTokenKey(env.SECRET_KEY, env.ZIZHU_TOKEN_SECRET),
    });
    app.decorateRequest('actor', null);
    // Sessions cached per process, evicted across processes by NOTIFY (decision 173).
    const sessionCache = new SessionCache();
    app.decorate('sessionCache', sessionCache);
    // Logged-in reads cached the same way (decision 188).
    const readCaches = { reads: new ReadCache(20_000), lists: new ReadCache(2_000) };
    app.decorate('readCaches', readCaches);
    const listener = await startAuthListener(
      app.dbHandle,
      { sessions: sessionCache, reads: [readCaches.reads, readCaches.lists] },
      app.log,
    );
    // Before the database closes (onClose hooks run in reverse registration order: this one first).
    app.addHook('onClose', async () => {
      await listener.stop();
    });
    app.decorate('requireAuth', async (request: FastifyRequest) => {
      // Idempotent: a route inside the auth gate may still list requireAuth itself; resolve the session once.
      if (request.actor) return;
      const token = requestToken(request);
      if (!token) throw Errors.unauthorized();
      // Tokens are 43 base64url characters; anything else cannot be a session and needs no query.
      if (token.length > 128) throw Errors.tokenInvalid();
      // Every notification committed before this request is applied before any cache answers it (auth-listener.ts):
      // a logout, a disable or a charge made anywhere a moment ago is never hidden by an entry. If the listening
      // connection fails, the caches are off and everything below reads the database.
      if (sessionCache.active) await listener.sync().catch(() => {});
      request.actor = await resolveSession(app.db, { token, cache: sessionCache });
    });
  },
  { name: 'lawdesk-auth', fastify: '5.x' },
);
