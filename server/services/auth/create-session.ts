import { SESSION_TTL_DAYS } from '@common/limits';
import type { DbOrTx } from '../../db/client';
import { sessions, type TUserRow } from '../../db/schema/index';
import { Errors } from '../../lib/app-error';
import { randomToken, sha256Hex } from '../../lib/tokens';

export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 3600_000;

/** Opens a session for a user: a random 256-bit token for the client, only its sha256 in the database. */
export async function createSession(
  db: DbOrTx,
  { user, now = new Date() }: { user: Pick<TUserRow, 'id' | 'tenantId' | 'disabled'>; now?: Date },
): Promise<{ token: string; sessionId: string }> {
  if (user.disabled) throw Errors.accountDisabled();
  const token = randomToken();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      userId: user.id,
      tenantId: user.tenantId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}
