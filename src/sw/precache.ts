/// <reference lib="webworker" />
/** Precaches the app shell (every js/css/html/svg/png/woff2 of the build) and drops caches of older builds. */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

export function registerPrecache(): void {
  // vite-plugin-pwa replaces self.__WB_MANIFEST with the build's file list and revisions.
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
}
