import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TLoginResult } from '@common/api/auth';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema/index';
import { Errors } from '../../lib/app-error';
import { safeEqual } from '../../lib/tokens';
import { createSession } from './create-session';
import { findOrCreateUser } from './find-or-create-user';
import { smsCodeDigest } from './send-login-code';

/** Wrong guesses after which a code is burned (6 digits: a guesser gets 5 tries in 10^6 per code). */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/**
 * Logs in with the phone's latest unexpired code for this tenant (api.md auth/code/login); creates the user on
 * first login. is_history tells the app whether the user existed before (spec §4).
 */
export async function loginWithCode(
  { db, codeKey, startingQuotas }: { db: Db; codeKey: Buffer; startingQuotas: Record<string, number> },
  { tenantId, phone, code, now = new Date() }: { tenantId: string; phone: string; code: string; now?: Date },
): Promise<TLoginResult> {
  const [latest] = await db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.tenantId, tenantId),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.attempts, SMS_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!latest) throw Errors.codeWrong();
  if (!safeEqual(latest.codeHash, smsCodeDigest(codeKey, phone, code))) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, latest.id));
    throw Errors.codeWrong();
  }
  // Consume atomically: of two simultaneous logins with one code, only one wins.
  const consumed = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (consumed.length === 0) throw Errors.codeWrong();

  const { user, created } = await findOrCreateUser(db, { tenantId, phone, startingQuotas, now });
  const { token } = await createSession(db, { user, now });
  return { satoken: token, is_history: !created };
}
