/** revokeShare: ends one of the actor's share links at once (visitors then read that it was revoked). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shares } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { Messages } from '@common/codes';

/** Revokes the link (404 for anyone else's); revoking twice is fine. */
export async function revokeShare(db: Db, { actor, shareId }: { actor: TActor; shareId: string }): Promise<void> {
  const [row] = await db.select({ id: shares.id }).from(shares).where(and(eq(shares.id, shareId), eq(shares.userId, actor.userId), eq(shares.tenantId, actor.tenantId)));
  if (!row) throw Errors.notFound(Messages.shareNotFound);
  await db.update(shares).set({ revokedAt: new Date() }).where(and(eq(shares.id, row.id), isNull(shares.revokedAt)));
}
