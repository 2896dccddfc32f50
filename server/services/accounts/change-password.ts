import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { recordAudit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/password';
import { LoginThrottle } from '../auth/login-throttle';
import { AccountErrors } from './account-errors';

/**
 * Wrong current passwords are throttled per user like password logins (decision 183): a session left open on a
 * shared computer must not become a way to guess the password. Same doubling delay, its own counters.
 */
export const passwordChangeThrottle = new LoginThrottle();

/**
 * /modifyPassword: the current password is required when the account has one (SMS-only accounts set their first
 * password); the new one is stored as argon2id and every other session of the user ends.
 */
export async function changePassword(
  db: Db,
  { actor, current, next }: { actor: TActor; current: string; next: string },
): Promise<void> {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
  if (user?.hash) {
    passwordChangeThrottle.assertAllowed(actor.tenantId, actor.userId);
    if (!(await verifyPassword(user.hash, current))) {
      passwordChangeThrottle.recordFailure(actor.tenantId, actor.userId);
      throw AccountErrors.passwordWrong();
    }
    passwordChangeThrottle.recordSuccess(actor.tenantId, actor.userId);
  }
  const hash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, actor.userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)));
  });
  await recordAudit(db, { tenantId: actor.tenantId, userId: actor.userId, action: 'password.change', target: actor.userId });
}
