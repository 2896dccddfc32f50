import { sql } from 'drizzle-orm';
import type { TPushSubscribeRequest } from '@common/api/push';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';

/** Shown when a browser hands over an endpoint the server will not call. */
export const PUSH_ENDPOINT_INVALID = '通知订阅地址无效，请刷新页面后重试';

/** Shown when the endpoint belongs to another user's browser subscription (issue 16, decision 184). */
export const PUSH_ENDPOINT_TAKEN = '该通知订阅属于其他账号，请在本浏览器重新开启通知';

/**
 * Stores the actor's browser subscription. An endpoint belongs to its first subscriber: another user may take it
 * over only with the same subscription keys (p256dh, auth) — i.e. from the same browser profile, another lawyer
 * logged in on a shared computer — never by sending the endpoint alone with keys of their own (that would silence
 * the first user's notifications). Endpoints must be https (every real push service is) unless `allowHttp`.
 */
export async function subscribePush(
  db: DbOrTx,
  { actor, subscription, allowHttp }: { actor: TActor; subscription: TPushSubscribeRequest; allowHttp: boolean },
): Promise<void> {
  const url = new URL(subscription.endpoint);
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    throw Errors.badRequest(PUSH_ENDPOINT_INVALID);
  }
  const values = {
    tenantId: actor.tenantId,
    userId: actor.userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  const stored = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, failures: 0, createdAt: new Date() },
      // The owner refreshes freely; someone else only with the browser's own keys.
      setWhere: sql`${pushSubscriptions.userId} = ${actor.userId} or (${pushSubscriptions.p256dh} = ${values.p256dh} and ${pushSubscriptions.auth} = ${values.auth})`,
    })
    .returning({ endpoint: pushSubscriptions.endpoint });
  if (stored.length === 0) throw Errors.forbidden(PUSH_ENDPOINT_TAKEN);
}
