/// <reference lib="webworker" />
/**
 * The service worker entry: it only wires listeners; each concern lives in its own file (style.md).
 *   precache.ts    the app shell          navigation.ts  index.html for navigations, never /api/*
 *   routes.ts      NetworkFirst API reads sync.ts        offline mutations -> Background Sync, exactly once
 *   poll.ts        the 10 s status poll   notify.ts      审查完成 / 审查失败 notifications and their clicks
 *   push.ts        Web Push               messages.ts    heartbeat, replay, logout, SKIP_WAITING from pages
 *
 * Update policy (decision record 097, replacing the skipWaiting part of 013): a new worker waits. The page shows
 * '发现新版本，点击刷新' (workbox-window 'waiting'); a click, or the server-version check of spec §4, posts
 * SKIP_WAITING, the new worker activates and claims the pages, and they reload into the new shell. Waiting keeps an
 * open page and its worker on the same build (precached chunks, Dexie schema, message protocol) until the user or
 * the version check decides. clientsClaim: the very first worker controls the page that installed it.
 */
import { clientsClaim } from 'workbox-core';
import { registerPrecache } from './precache';
import { registerNavigation } from './navigation';
import { registerApiReads } from './routes';
import { registerMutationSync } from './sync';
import { registerNotificationClicks } from './notify';
import { registerPush } from './push';
import { registerPageMessages } from './messages';

clientsClaim();

registerPrecache();
registerNavigation();
registerApiReads();
registerMutationSync();
registerNotificationClicks();
registerPush();
registerPageMessages();
