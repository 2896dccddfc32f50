/**
 * One Web Push delivery (RFC 8030 + RFC 8291 aes128gcm + RFC 8292 VAPID). web-push builds and encrypts the request
 * (generateRequestDetails); the request itself goes through fetch, because web-push's own sendNotification refuses
 * plain-http endpoints and the local test receiver is one (decision record 096).
 */
import webpush from 'web-push';

export type TPushTarget = { endpoint: string; p256dh: string; auth: string };
export type TVapidDetails = { subject: string; publicKey: string; privateKey: string };
export type TPushDelivery = { ok: boolean; status: number; gone: boolean };

/** Push services keep a message this long for a browser that is offline (a finished review is news for a day). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** Encrypts `payload` for the subscription and posts it; `gone` means the subscription no longer exists (404/410). */
export async function sendWebPush(target: TPushTarget, payload: string, vapid: TVapidDetails): Promise<TPushDelivery> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
  );
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body as Buffer),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    await response.arrayBuffer().catch(() => undefined);
    return { ok: response.status >= 200 && response.status < 300, status: response.status, gone: response.status === 404 || response.status === 410 };
  } catch {
    return { ok: false, status: 0, gone: false };
  }
}
