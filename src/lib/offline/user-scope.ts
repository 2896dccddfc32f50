/**
 * Offline data belongs to one user (issue 4 item 1): logout (no token), a different user, or a different session
 * wipes Dexie, the worker's queue and cached API answers, this browser's push subscription and the persisted
 * query data of modules. Watches the app store, so every way in or out (dialog, ntoken, forced logout 10015) counts.
 */
import { getState, subscribe } from '../store';
import { type LawdeskDb } from './db';
import { clearOfflineData, scopeToUser } from './cache';
import { postToWorker } from './worker-bridge';

const SESSION_KEY = 'session';

/** A short non-secret tag of the token (FNV-1a): enough to tell sessions apart, useless to anyone reading it. */
export function sessionTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

async function unsubscribePush(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

/** Applies the current session to the offline data; resolves when done. */
export async function applyUserScope(db: LawdeskDb, state: { token: string; userId: string }, onWipe: () => void): Promise<void> {
  const stored = await db.meta.get(SESSION_KEY);
  if (!state.token) {
    if (stored || (await db.tasks.count()) > 0 || (await db.history.count()) > 0 || (await db.outbox.count()) > 0) {
      await clearOfflineData(db);
      postToWorker({ type: 'logout' });
      onWipe();
    }
    await unsubscribePush().catch(() => undefined);
    return;
  }
  const tag = sessionTag(state.token);
  if (stored && stored.value !== tag) {
    // Another session (ntoken, token login): we cannot tell it is the same user, so nothing of the last one stays.
    await clearOfflineData(db);
    postToWorker({ type: 'logout' });
    onWipe();
  }
  // scopeToUser wipes meta too when the owner changes, so the session tag goes in after it.
  if (state.userId) await scopeToUser(db, state.userId);
  await db.meta.put({ key: SESSION_KEY, value: tag });
}

/** Runs applyUserScope now and whenever token or user id changes, one at a time. */
export function watchUserScope(db: LawdeskDb, onWipe: () => void): () => void {
  let last = '';
  let chain: Promise<void> = Promise.resolve();
  const check = () => {
    const { token, userId } = getState();
    const key = `${token}|${userId}`;
    if (key === last) return;
    last = key;
    chain = chain.then(() => applyUserScope(db, { token, userId }, onWipe)).catch(() => undefined);
  };
  check();
  return subscribe(check);
}
