import { and, count, eq, gt, sql } from 'drizzle-orm';
import { SMS_CODE_TTL_SECONDS, SMS_CODES_PER_DAY, SMS_CODES_PER_MINUTE } from '@common/limits';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema/index';
import { Errors } from '../../lib/app-error';
import type { SmsSender } from '../../lib/sms/sms-sender';
import { hmacHex, randomSmsCode } from '../../lib/tokens';

/** The stored digest of a code: keyed, because 10^6 plain hashes are trivially reversed. */
export function smsCodeDigest(codeKey: Buffer, phone: string, code: string): string {
  return hmacHex(codeKey, `${phone}:${code}`);
}

/**
 * Sends a 6-digit login code (api.md auth/code). Limits per phone across all tenants: SMS_CODES_PER_MINUTE per
 * minute and SMS_CODES_PER_DAY per day -> 429. The count and insert run under a per-phone advisory lock, so
 * parallel requests cannot slip past the limit. The code is never returned.
 */
export async function sendLoginCode(
  { db, sms, codeKey }: { db: Db; sms: SmsSender; codeKey: Buffer },
  { tenantId, phone, now = new Date() }: { tenantId: string; phone: string; now?: Date },
): Promise<void> {
  const code = randomSmsCode();
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const minuteAgo = new Date(now.getTime() - 60_000);
    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    const [counts] = await tx
      .select({
        lastMinute: sql<number>`count(*) filter (where ${smsCodes.createdAt} > ${minuteAgo})`.mapWith(Number),
        lastDay: count(),
      })
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, dayAgo)));
    if ((counts?.lastMinute ?? 0) >= SMS_CODES_PER_MINUTE || (counts?.lastDay ?? 0) >= SMS_CODES_PER_DAY) {
      throw Errors.tooManyRequests();
    }
    const [row] = await tx
      .insert(smsCodes)
      .values({
        phone,
        tenantId,
        codeHash: smsCodeDigest(codeKey, phone, code),
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
        createdAt: now,
      })
      .returning({ id: smsCodes.id });
    return row!.id;
  });
  try {
    await sms.sendLoginCode(phone, code);
  } catch (err) {
    // Not sent: do not let the unsent code count against the user's limits.
    await db.delete(smsCodes).where(eq(smsCodes.id, id));
    throw err;
  }
}
