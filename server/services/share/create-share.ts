/** createShare: a read-only link to one of the actor's chats, researches or file Q&A conversations, with an expiry. */
import { randomBytes } from 'node:crypto';
import { SHARE_PAGES, type TShareCreated, type TShareKind } from '@common/api/chat';
import type { Db } from '../../db/client';
import { shares } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { shareLoaderOf } from './share-kinds';

export const ShareMessages = {
  kindUnavailable: '该类内容暂不支持分享',
  targetDeleted: '分享的内容已被删除',
} as const;

/** The page URL (relative to the site) of a share. */
export const shareUrlOf = (kind: TShareKind, id: string) => `${SHARE_PAGES[kind]}?share_id=${id}`;

/** Creates the link (404 when the item is not the actor's). */
export async function createShare(db: Db, { actor, kind, targetId, days }: { actor: TActor; kind: TShareKind; targetId: string; days: number }): Promise<TShareCreated> {
  const loader = shareLoaderOf(kind);
  if (!loader) throw Errors.badRequest(ShareMessages.kindUnavailable);
  const { title } = await loader.own(db, actor, targetId);
  // 18 random bytes = 24 base64url characters: a link cannot be guessed.
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 24 * 3600 * 1000);
  await db.insert(shares).values({ id, tenantId: actor.tenantId, userId: actor.userId, kind, targetId, title, expiresAt });
  return { share_id: id, url: shareUrlOf(kind, id), expires_at: expiresAt.toISOString() };
}
