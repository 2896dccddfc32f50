/** listShares: the actor's links to one item (so the page can show and revoke them). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shares } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { shareUrlOf } from './create-share';

/** Links to `targetId`, newest first. */
export async function listShares(db: Db, { actor, targetId }: { actor: TActor; targetId: string }) {
  const rows = await db
    .select()
    .from(shares)
    .where(and(eq(shares.userId, actor.userId), eq(shares.tenantId, actor.tenantId), eq(shares.targetId, targetId)))
    .orderBy(desc(shares.createdAt));
  return rows.map((r) => ({ share_id: r.id, kind: r.kind, url: shareUrlOf(r.kind, r.id), expires_at: r.expiresAt.toISOString(), revoked: r.revokedAt !== null, created_at: r.createdAt.toISOString() }));
}
