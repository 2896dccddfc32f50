/** Removes rows that have outlived their purpose; safe to run any number of times (api.md 24 h idempotency). */
import { lt } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_HOURS } from '@common/limits';
import { idempotencyKeys, sessions, smsCodes } from '../../db/schema/index';
import type { TJobContext } from '../define-job';

/** SMS rows are kept a day: the 10/day/phone limit counts them. */
const SMS_ROW_RETENTION_HOURS = 24;

export async function cleanupExpiredSessions(
  _payload: Record<string, never>,
  ctx: Pick<TJobContext, 'db' | 'log'>,
): Promise<{ sessions: number; smsCodes: number; idempotencyKeys: number }> {
  const now = new Date();
  const removedSessions = await ctx.db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const smsCutoff = new Date(now.getTime() - SMS_ROW_RETENTION_HOURS * 3600_000);
  const removedCodes = await ctx.db
    .delete(smsCodes)
    .where(lt(smsCodes.createdAt, smsCutoff))
    .returning({ id: smsCodes.id });
  const keyCutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3600_000);
  const removedKeys = await ctx.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, keyCutoff))
    .returning({ key: idempotencyKeys.key });
  const result = {
    sessions: removedSessions.length,
    smsCodes: removedCodes.length,
    idempotencyKeys: removedKeys.length,
  };
  ctx.log.info({ removed: result }, 'session.cleanup done');
  return result;
}
