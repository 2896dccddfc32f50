/// <reference lib="webworker" />
/**
 * Navigations are answered with the precached index.html (the SPA shell), so a reload offline still renders the app.
 * Never for /api/*: an API URL opened in the tab must reach the server, not get the shell as HTML.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export function registerNavigation(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));
}
