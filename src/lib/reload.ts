/**
 * Reload into the newest deployment. With a service worker the reload would be answered from the old precache, so
 * first ask the browser to fetch the new worker, tell it to stop waiting (SKIP_WAITING, decision record 097) and wait
 * (briefly) for it to take control: it then claims clients (src/sw/sw.ts), which makes the reload load the new shell.
 */
const TAKEOVER_WAIT_MS = 5000;

export async function reloadToLatest(): Promise<void> {
  const sw = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  const reg = sw ? await sw.getRegistration().catch(() => undefined) : undefined;
  if (sw && reg) {
    await reg.update().catch(() => undefined);
    if (reg.installing || reg.waiting) {
      // A new worker waits for a go (decision record 097): the spec's version check gives it.
      const activate = (worker: ServiceWorker | null) => worker?.postMessage({ type: 'SKIP_WAITING' });
      if (reg.waiting) activate(reg.waiting);
      else {
        const installing = reg.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') activate(reg.waiting ?? installing);
        });
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, TAKEOVER_WAIT_MS);
        sw.addEventListener(
          'controllerchange',
          () => {
            clearTimeout(timer);
            resolve();
          },
          { once: true },
        );
      });
    }
  }
  window.location.reload();
}
