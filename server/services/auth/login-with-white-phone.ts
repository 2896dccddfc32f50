import { and, eq } from 'drizzle-orm';
import { Code } from '@common/codes';
import type { TLoginResult } from '@common/api/auth';
import type { Db } from '../../db/client';
import { users, type TTenantRow } from '../../db/schema/index';
import { AppError, Errors } from '../../lib/app-error';
import { ServerMessages } from '../../lib/server-messages';
import { createSession } from './create-session';

/**
 * White-list login by phone (spec §7 auth "white (phone)"; spec §2: a partner opens LawDesk with ?phone=): the same
 * trust as the user_id white list — only tenants with allow_white_login (else 10065), only an account the tenant
 * already holds with that phone (else 10022: a phone number alone never creates an account), never a disabled one.
 */
export async function loginWithWhitePhone(
  db: Db,
  { tenant, phone }: { tenant: Pick<TTenantRow, 'id' | 'allowWhiteLogin'>; phone: string },
): Promise<TLoginResult> {
  if (!tenant.allowWhiteLogin) throw Errors.loginMethodDisabled();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.phone, phone)));
  if (!user) throw new AppError(403, Code.REQUEST_ERROR, ServerMessages.whiteListMissing);
  const { token } = await createSession(db, { user });
  return { satoken: token, is_history: true };
}
