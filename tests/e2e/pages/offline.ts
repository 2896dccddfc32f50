/**
 * Page model of what a lawyer on a flaky line meets: the network going away and coming back, the offline banner,
 * changes marked 待同步, and the system notifications the service worker raises. Wraps one page of a context.
 */
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';

export type TShownNotification = { title: string; body: string; tag: string; url: string };

export class OfflineBrowser {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  get context(): BrowserContext {
    return this.page.context();
  }

  /** Waits until the service worker controls the page (it registers after the load event). */
  async waitForWorker(): Promise<void> {
    await this.page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
  }

  async goOffline(): Promise<void> {
    await this.context.setOffline(true);
  }

  async goOnline(): Promise<void> {
    await this.context.setOffline(false);
  }

  get offlineBanner(): Locator {
    return this.page.getByTestId('offline-banner');
  }

  /** The 待同步 marker on a task card or row. */
  pendingBadge(task: Locator): Locator {
    return task.getByTestId('pending-badge');
  }

  /** Notifications the service worker shows right now (registration.getNotifications). */
  async notifications(): Promise<TShownNotification[]> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const shown = await registration.getNotifications();
      return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: String((n.data as { url?: string } | null)?.url ?? '') }));
    });
  }

  /** Names of the mutations waiting in the worker's Background Sync queue, with their Idempotency-Keys. */
  async queuedMutations(): Promise<{ method: string; url: string; idempotencyKey: string; body: string }[]> {
    return this.page.evaluate(async () => {
      const open = indexedDB.open('workbox-background-sync');
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const rows: { requestData: { method: string; url: string; headers: Record<string, string>; body?: ArrayBuffer } }[] = await new Promise((resolve) => {
        const request = db.transaction('requests').objectStore('requests').getAll();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return rows.map(({ requestData }) => ({
        method: requestData.method,
        url: requestData.url,
        idempotencyKey: requestData.headers['idempotency-key'] ?? '',
        body: requestData.body ? new TextDecoder().decode(requestData.body) : '',
      }));
    });
  }

  /** A CDP session with the ServiceWorker domain on, and the registration id of the app's worker. */
  private async workerSession(): Promise<{ cdp: CDPSession; registrationId: string }> {
    const cdp = await this.context.newCDPSession(this.page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      registrations.push(...event.registrations);
    });
    await cdp.send('ServiceWorker.enable');
    for (let i = 0; i < 50 && !registrations.some((r) => r.scopeURL.startsWith(this.origin)); i++) await this.page.waitForTimeout(100);
    const registration = registrations.find((r) => r.scopeURL.startsWith(this.origin));
    if (!registration) throw new Error('no service worker registration');
    return { cdp, registrationId: registration.registrationId };
  }

  /**
   * Hands a push message to the worker the way the browser's push service connection does (no real push service is
   * reachable here; the payload comes from the local receiver that decrypted the server's push).
   */
  async deliverPush(payload: string): Promise<void> {
    const { cdp, registrationId } = await this.workerSession();
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: this.origin, registrationId, data: payload });
    await cdp.detach();
  }
}
