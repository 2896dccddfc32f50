import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { sha256Hex } from '../../lib/tokens';
import { SESSION_TTL_MS } from './create-session';

/** Sliding expiry is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The actor behind a session token. Unknown, revoked or expired tokens -> 10015 (the app logs out, spec §8);
 * a disabled account -> 10054. Each use pushes the expiry SESSION_TTL_DAYS forward (sliding).
 */
export async function resolveSession(
  db: Db,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<TActor> {
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
    .where(eq(sessions.tokenHash, sha256Hex(token)));
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw Errors.tokenInvalid();
  if (row.disabled) throw Errors.accountDisabled();
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { userId: row.userId, tenantId: row.tenantId, isAdmin: row.isAdmin, sessionId: row.sessionId };
}
