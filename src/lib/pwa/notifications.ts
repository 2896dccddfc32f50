/**
 * Notification permission and Web Push subscription (issue 4 items 5-6). The permission is asked once, right after
 * the lawyer submits a review (the moment a notification makes sense: "tell me when it is done"), never on load.
 * With the permission, this browser subscribes to Web Push (the server's VAPID key) and hands the subscription to
 * the server, so a review that finishes while no page is open still notifies. No push service reachable (offline,
 * blocked networks): the status poll and its notifications still work while a page is open.
 */
import { SAAS_BASE } from '@common/api/paths';
import { PUSH_PATHS, type TVapidPublicKeyResponse } from '@common/api/push';
import { apiData } from '../api-client';
import { getToken } from '../session';
import { notify } from '../notify';

const ASKED_KEY = 'lawdesk-notify-asked';

function storageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused: we may ask again next time, which is harmless.
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * Subscribes this browser to Web Push for the logged-in user and tells the server (an upsert, so calling it on every
 * start is cheap and repairs a subscription the server dropped). Resolves false when push is unavailable.
 */
export async function ensurePushSubscription(): Promise<boolean> {
  if (!getToken() || !('serviceWorker' in navigator) || typeof PushManager === 'undefined') return false;
  if (Notification.permission !== 'granted') return false;
  try {
    const registration = await navigator.serviceWorker.ready;
    const { public_key } = await apiData<TVapidPublicKeyResponse>(`${SAAS_BASE}/${PUSH_PATHS.vapidPublicKey}`, {
      silent: true,
      silentNetwork: true,
    });
    const key = base64UrlToBytes(public_key);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another key (the server's database was reset) can never receive our pushes.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await apiData(`${SAAS_BASE}/${PUSH_PATHS.subscribe}`, { method: 'POST', body: subscription.toJSON(), silent: true, silentNetwork: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Call right after a review was submitted: asks for the notification permission the first time only (a dismissed
 * prompt is not repeated), then subscribes to Web Push. Must run in the click's task to count as a user gesture.
 */
export async function askNotificationsAfterReviewSubmitted(): Promise<void> {
  if (typeof Notification === 'undefined') return;
  if (Notification.permission === 'default' && !storageGet(ASKED_KEY)) {
    storageSet(ASKED_KEY, '1');
    const answer = await Notification.requestPermission();
    if (answer === 'granted') notify.info('审查完成后会通过系统通知提醒您，可以先处理其他工作');
  }
  if (Notification.permission === 'granted') await ensurePushSubscription();
}
