import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_TTL_HOURS } from '@common/limits';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { ServerMessages } from '../../lib/server-messages';

export type TStoredResponse = { statusCode: number; body: unknown };

/** A reservation left 'running' this long is taken to be from a crashed process and may be retried. */
const ABANDONED_AFTER_MS = 2 * 60_000;
/** How long a duplicate waits for the first request to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 5_000;
const WAIT_STEP_MS = 50;

/**
 * Runs `create` once per (user, Idempotency-Key) within IDEMPOTENCY_TTL_HOURS (api.md): the first request
 * reserves the key through the table's primary key (race-safe across processes), later ones get the stored
 * response (`replayed: true`) and create nothing. The same key with a different request is refused (409).
 * If `create` throws, the reservation is released so a retry runs again.
 */
export async function runIdempotent(
  db: Db,
  { actor, key, requestHash }: { actor: Pick<TActor, 'userId'>; key: string; requestHash: string },
  create: () => Promise<TStoredResponse>,
): Promise<TStoredResponse & { replayed: boolean }> {
  const where = and(eq(idempotencyKeys.userId, actor.userId), eq(idempotencyKeys.key, key));
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const reserved = await db
      .insert(idempotencyKeys)
      .values({ userId: actor.userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (reserved.length > 0) {
      let result: TStoredResponse;
      try {
        result = await create();
      } catch (err) {
        await db.delete(idempotencyKeys).where(where);
        throw err;
      }
      await db
        .update(idempotencyKeys)
        .set({ response: result.body ?? null, statusCode: result.statusCode })
        .where(where);
      return { ...result, replayed: false };
    }

    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) continue; // released between our insert and select: try to reserve again
    const age = Date.now() - row.createdAt.getTime();
    const expired = age > IDEMPOTENCY_TTL_HOURS * 3600_000;
    const abandoned = row.statusCode === null && age > ABANDONED_AFTER_MS;
    if (expired || abandoned) {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.requestHash !== requestHash) throw Errors.conflict(ServerMessages.idempotencyMismatch);
    if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response, replayed: true };
    if (Date.now() > deadline) throw Errors.conflict(ServerMessages.requestInProgress);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
