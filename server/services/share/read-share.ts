/**
 * readShare: what a visitor without login sees behind a share link — the item's read-only view. An unknown id is
 * 404, a revoked link 410 / 30203, an expired one 410 / 30202, each with a message saying so.
 */
import { eq } from 'drizzle-orm';
import type { TShareView } from '@common/api/chat';
import { Code, Messages } from '@common/codes';
import type { Db } from '../../db/client';
import { shares } from '../../db/schema/index';
import { AppError, Errors } from '../../lib/app-error';
import { ShareMessages } from './create-share';
import { shareLoaderOf } from './share-kinds';

const SHARE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The shared item's view, or the reason it cannot be shown. */
export async function readShare(db: Db, { shareId, now = new Date() }: { shareId: string; now?: Date }): Promise<TShareView> {
  if (!SHARE_ID.test(shareId)) throw Errors.notFound(Messages.shareNotFound);
  const [row] = await db.select().from(shares).where(eq(shares.id, shareId));
  if (!row) throw Errors.notFound(Messages.shareNotFound);
  if (row.revokedAt) throw new AppError(410, Code.SHARE_REVOKED, Messages.shareRevoked);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(410, Code.SHARE_EXPIRED, Messages.shareExpired);
  const content = await shareLoaderOf(row.kind)?.view(db, { tenantId: row.tenantId, userId: row.userId }, row.targetId);
  if (!content) throw Errors.notFound(ShareMessages.targetDeleted);
  return { share_id: row.id, kind: row.kind, shared_at: row.createdAt.toISOString(), expires_at: row.expiresAt.toISOString(), ...content };
}
