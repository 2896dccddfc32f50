import type { TLoginResult } from '@common/api/auth';
import type { Db } from '../../db/client';
import type { TTenantRow } from '../../db/schema/index';
import { Errors } from '../../lib/app-error';
import { verifyZizhuToken } from '../../lib/zizhu-token';
import { createSession } from './create-session';
import { findOrCreateUser } from './find-or-create-user';

/**
 * Token login for partner apps (zizhu, decision record 006): an HMAC-signed {phone, exp}. Only tenants with
 * allow_token_login (else 10065); a bad or expired token -> 10015. Creates the user on first login.
 */
export async function loginWithZizhuToken(
  { db, tokenKey, startingQuotas }: { db: Db; tokenKey: Buffer; startingQuotas: Record<string, number> },
  {
    tenant,
    token,
    now = new Date(),
  }: { tenant: Pick<TTenantRow, 'id' | 'allowTokenLogin'>; token: string; now?: Date },
): Promise<TLoginResult> {
  if (!tenant.allowTokenLogin) throw Errors.loginMethodDisabled();
  const phone = verifyZizhuToken(tokenKey, token, now);
  if (!phone) throw Errors.tokenInvalid();
  const { user, created } = await findOrCreateUser(db, { tenantId: tenant.id, phone, startingQuotas, now });
  const session = await createSession(db, { user, now });
  return { satoken: session.token, is_history: !created };
}
