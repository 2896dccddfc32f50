import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';

/** Forgets the actor's subscription for this endpoint (someone else's row with the same endpoint is left alone). */
export async function unsubscribePush(db: DbOrTx, { actor, endpoint }: { actor: TActor; endpoint: string }): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.userId)));
}
