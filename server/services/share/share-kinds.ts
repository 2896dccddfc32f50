/**
 * The share registry (issue 10): each shareable kind registers a loader that (1) checks the actor owns the item and
 * names it, and (2) loads its read-only view for a visitor without login.
 * Chat, legal research and file Q&A register in default-share-kinds.ts; a new module adds one line there.
 */
import type { TShareKind, TShareView } from '@common/api/chat';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';

export type TShareOwner = { tenantId: string; userId: string };
export type TSharedContent = Pick<TShareView, 'title' | 'messages' | 'context'>;

export type TShareLoader = {
  /** The item's title when the actor owns it; throws 404 otherwise. */
  own(db: Db, actor: TActor, targetId: string): Promise<{ title: string }>;
  /** The read-only view of the owner's item, or null when it has been deleted. */
  view(db: Db, owner: TShareOwner, targetId: string): Promise<TSharedContent | null>;
};

const loaders = new Map<TShareKind, TShareLoader>();

/** Registers (or replaces) the loader of a kind. */
export function registerShareKind(kind: TShareKind, loader: TShareLoader): void {
  loaders.set(kind, loader);
}

/** The loader of a kind, or undefined when that module has not registered one. */
export function shareLoaderOf(kind: TShareKind): TShareLoader | undefined {
  return loaders.get(kind);
}
