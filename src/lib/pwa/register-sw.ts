/**
 * Service-worker registration (production builds only: in dev the worker would cache modules Vite serves fresh).
 * Loaded lazily after the page has loaded, so workbox-window is not part of the first paint.
 *
 * Updates (decision record 097): a new worker waits; workbox-window's 'waiting' raises '发现新版本，点击刷新'
 * (update-state.ts). Accepting posts SKIP_WAITING; when the new worker controls the page, the page reloads into the
 * new shell. Another tab accepting (or the version check) activates it for this tab too: this tab then keeps the
 * prompt up instead of reloading under the lawyer's hands.
 */
import { Workbox } from 'workbox-window';
import { reportWaitingWorker } from './update-state';

let registered = false;

export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const wb = new Workbox('/sw.js', { scope: '/' });
  let acceptedHere = false;
  wb.addEventListener('waiting', () => {
    reportWaitingWorker(() => {
      acceptedHere = true;
      wb.messageSkipWaiting();
    });
  });
  // Native controllerchange rather than workbox-window's 'controlling': its isUpdate is false for every change
  // in a page that had no worker when it loaded (a first visit), which would swallow the reload.
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The lawyer clicked 发现新版本: the worker that now controls the page is the new one, so reload whatever this
    // page believed about its first worker (a first claim missed before this listener existed must not swallow it).
    if (acceptedHere) {
      window.location.reload();
      return;
    }
    if (!controlled) {
      // The first worker claimed this page (clientsClaim): nothing new to load.
      controlled = true;
      return;
    }
    reportWaitingWorker(() => window.location.reload());
  });
  wb.register().catch(() => {
    // No worker (blocked, private mode): the app works online as a plain web app.
  });
}
