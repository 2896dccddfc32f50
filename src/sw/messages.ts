/// <reference lib="webworker" />
/** What pages tell the worker (src/lib/offline/sw-protocol.ts): heartbeat, replay, logout, SKIP_WAITING. */
import type { TPageMessage, TWorkerReply } from '../lib/offline/sw-protocol';
import { ensurePolling, isPolling, stopPolling } from './poll';
import { clearApiCache } from './routes';
import { forgetSession, rememberHeartbeat } from './session';
import { dropQueuedMutations, hasQueuedMutations, replayNow } from './sync';

declare const self: ServiceWorkerGlobalScope;

function reply(event: ExtendableMessageEvent, message: TWorkerReply): void {
  (event.source as Client | null)?.postMessage(message);
}

async function onHeartbeat(event: ExtendableMessageEvent): Promise<void> {
  await ensurePolling();
  reply(event, { type: 'heartbeat-ack', polling: isPolling() });
  // A page opened after the network came back (no 'online' event seen): replay what waits, do not wait for 'sync'.
  if (self.navigator.onLine && (await hasQueuedMutations())) await replayNow();
}

export function registerPageMessages(): void {
  self.addEventListener('message', (event) => {
    const message = event.data as TPageMessage | null;
    switch (message?.type) {
      case 'heartbeat':
        rememberHeartbeat(message);
        event.waitUntil(onHeartbeat(event));
        break;
      case 'replay':
        event.waitUntil(replayNow());
        break;
      case 'logout':
        forgetSession();
        stopPolling();
        event.waitUntil(Promise.all([dropQueuedMutations(), clearApiCache()]));
        break;
      case 'SKIP_WAITING':
        void self.skipWaiting();
        break;
      default:
        break;
    }
  });
}
