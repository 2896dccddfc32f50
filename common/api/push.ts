/**
 * Web Push (architecture.md §4): the browser asks for the server's VAPID public key, subscribes with its push
 * service, and hands the subscription to the server, which pushes when a review finishes and no page is open.
 * Paths under /api/lawdesk/saas/api/v1/push/...
 */
import { z } from 'zod';

/** GET push/vapid-public-key: the application server key (base64url, uncompressed P-256 point). */
export const ZVapidPublicKeyResponse = z.object({ public_key: z.string() });
export type TVapidPublicKeyResponse = z.infer<typeof ZVapidPublicKeyResponse>;

/**
 * POST push/subscribe: what PushSubscription.toJSON() gives, so the browser can send it as is.
 * Keys are base64url (p256dh: 65-byte point, auth: 16-byte secret).
 */
export const ZPushSubscribeRequest = z.object({
  endpoint: z.url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/),
  }),
});
export type TPushSubscribeRequest = z.infer<typeof ZPushSubscribeRequest>;

/** POST push/unsubscribe: forget this browser's subscription (logout, or the user turned notifications off). */
export const ZPushUnsubscribeRequest = z.object({ endpoint: z.url().max(2048) }).strict();
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequest>;

/** The encrypted payload of a push; the service worker reads it (type only there, no zod in the worker). */
export const ZPushPayload = z.object({
  type: z.literal('task.finished'),
  module: z.literal('contract'),
  task_id: z.string(),
  status: z.enum(['FINISH', 'FAILURE']),
  task_name: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

export const PUSH_PATHS = {
  vapidPublicKey: 'push/vapid-public-key',
  subscribe: 'push/subscribe',
  unsubscribe: 'push/unsubscribe',
} as const;
