import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { sha256Hex } from '../../lib/tokens';
import { SESSION_TTL_MS } from './create-session';
import type { SessionCache } from './session-cache';

/** Sliding expiry is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The actor behind a session token. Unknown, revoked or expired tokens -> 10015 (the app logs out, spec §8);
 * a disabled account -> 10054. Each use pushes the expiry SESSION_TTL_DAYS forward (sliding).
 */
export async function resolveSession(
  db: Db,
  { token, now = new Date(), cache }: { token: string; now?: Date; cache?: SessionCache },
): Promise<TActor> {
  const tokenHash = sha256Hex(token);
  const nowMs = now.getTime();
  // Cached (decision 173): no query while the entry is fresh; revocations evict it through NOTIFY.
  const cached = cache?.get(tokenHash, nowMs);
  if (cached) {
    if (cached.expiresAt <= nowMs) throw Errors.tokenInvalid();
    if (cached.disabled) throw Errors.accountDisabled();
    if (nowMs - cached.lastSeenAt <= TOUCH_INTERVAL_MS) return cached.actor;
  }
  const generation = cache?.generation ?? 0;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      tenantId: sessions.tenantId,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      isAdmin: users.isAdmin,
      disabled: users.disabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw Errors.tokenInvalid();
  if (row.disabled) throw Errors.accountDisabled();
  let { lastSeenAt, expiresAt } = row;
  if (nowMs - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    lastSeenAt = now;
    expiresAt = new Date(nowMs + SESSION_TTL_MS);
    await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, row.sessionId));
  }
  const actor: TActor = { userId: row.userId, tenantId: row.tenantId, isAdmin: row.isAdmin, sessionId: row.sessionId };
  // The touch above notifies too (bumping the generation), so cache with the generation after it.
  cache?.set(
    tokenHash,
    { actor, expiresAt: expiresAt.getTime(), lastSeenAt: lastSeenAt.getTime(), disabled: false, cachedAt: nowMs },
    lastSeenAt === now ? cache.generation : generation,
  );
  return actor;
}
