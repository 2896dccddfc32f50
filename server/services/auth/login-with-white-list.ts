import { and, eq } from 'drizzle-orm';
import { Code } from '@common/codes';
import type { TLoginResult } from '@common/api/auth';
import type { Db } from '../../db/client';
import { users, type TTenantRow } from '../../db/schema/index';
import { AppError, Errors } from '../../lib/app-error';
import { ServerMessages } from '../../lib/server-messages';
import { createSession } from './create-session';

/**
 * White-list login by the firm's own user_id (spec §7 getAccountLoginNew). Only tenants with
 * allow_white_login (else 10065); only accounts an admin registered with that external id (else 10022).
 */
export async function loginWithWhiteList(
  db: Db,
  { tenant, externalUserId }: { tenant: Pick<TTenantRow, 'id' | 'allowWhiteLogin'>; externalUserId: string },
): Promise<TLoginResult> {
  if (!tenant.allowWhiteLogin) throw Errors.loginMethodDisabled();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.externalUserId, externalUserId)));
  if (!user) throw new AppError(403, Code.REQUEST_ERROR, ServerMessages.whiteListMissing);
  const { token } = await createSession(db, { user });
  return { satoken: token, is_history: true };
}
