/// <reference lib="webworker" />
/** Tells every open page what the worker did (BroadcastChannel; pages without it just miss the news). */
import { CHANNEL, type TWorkerBroadcast } from '../lib/offline/sw-protocol';

let channel: BroadcastChannel | null = null;

export function broadcast(message: TWorkerBroadcast): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel ??= new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
}
