import { and, eq, or } from 'drizzle-orm';
import type { TLoginResult } from '@common/api/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { Errors } from '../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { createSession } from './create-session';
import { loginThrottle } from './login-throttle';

/**
 * Logs in with {account, password} (api.md auth/password/login). `account` is the phone or the username within
 * the request's tenant. Unknown account and wrong password give the same answer in about the same time.
 */
export async function loginWithPassword(
  db: Db,
  { tenantId, account, password }: { tenantId: string; account: string; password: string },
): Promise<TLoginResult> {
  // Per account name, existing or not (decision 183): a growing delay after repeated wrong passwords.
  loginThrottle.assertAllowed(tenantId, account);
  const candidates = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), or(eq(users.phone, account), eq(users.username, account))))
    .limit(2);
  // A phone match wins; a username shared by two accounts identifies neither.
  const user =
    candidates.find((u) => u.phone === account) ?? (candidates.length === 1 ? candidates[0] : undefined);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    loginThrottle.recordFailure(tenantId, account);
    throw Errors.passwordWrong();
  }
  loginThrottle.recordSuccess(tenantId, account);
  const { token } = await createSession(db, { user });
  return { satoken: token, is_history: true };
}
