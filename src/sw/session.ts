/// <reference lib="webworker" />
/**
 * The session the worker acts with. A worker cannot read localStorage, so the pages hand it the token in every
 * heartbeat; it lives in memory only (a restarted worker waits for the next heartbeat). `lastBeatAt` tells whether a
 * page is still open: the status poll runs only then (Web Push covers the rest).
 */
import { HEARTBEAT_MS, type THeartbeat } from '../lib/offline/sw-protocol';

/** A page that has not said anything for this long is gone (three missed heartbeats, timers of hidden tabs drift). */
const PAGE_GONE_MS = HEARTBEAT_MS * 4;

let current: { token: string; domain: string } | null = null;
let lastBeatAt = 0;

export function rememberHeartbeat(beat: THeartbeat): void {
  current = beat.token ? { token: beat.token, domain: beat.domain } : null;
  lastBeatAt = Date.now();
}

export function forgetSession(): void {
  current = null;
}

export function workerSession(): { token: string; domain: string } | null {
  return current;
}

export function pageOpen(now: number = Date.now()): boolean {
  return now - lastBeatAt < PAGE_GONE_MS;
}
