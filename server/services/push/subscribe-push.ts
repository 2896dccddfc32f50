import type { TPushSubscribeRequest } from '@common/api/push';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';

/** Shown when a browser hands over an endpoint the server will not call. */
export const PUSH_ENDPOINT_INVALID = '通知订阅地址无效，请刷新页面后重试';

/**
 * Stores the actor's browser subscription. The endpoint names one browser profile, so a subscription made there
 * by someone else before (another user logged in on the same computer) now belongs to the actor.
 * Endpoints must be https (every real push service is) unless `allowHttp` (local test receivers).
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
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, failures: 0, createdAt: new Date() },
    });
}
