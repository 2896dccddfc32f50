import type { TMyPermissions } from '@common/api/accounts';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import type { ReadCache } from '../../lib/read-cache';
import { effectivePermissions } from '../accounts/effective-permissions';

/**
 * effectivePermissions through the read cache (decision 188): a member's permissions are re-read only when their
 * user row or role assignments change ('u:<user>') or any role of their tenant does ('r:<tenant>'), in every
 * process. Admins need no query at all, so nothing is cached for them.
 */
export function cachedPermissions(db: Db, cache: ReadCache, actor: TActor): Promise<TMyPermissions> {
  if (actor.isAdmin) return effectivePermissions(db, actor);
  return cache.through(
    `permissions:${actor.tenantId}:${actor.userId}`,
    () => effectivePermissions(db, actor),
    () => [`u:${actor.userId}`, `r:${actor.tenantId}`],
  );
}
