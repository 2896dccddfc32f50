/**
 * Web Push end to end (issue 4 item 9 e): the lawyer's browser is subscribed (here: the local push endpoint, since
 * no real push service is reachable), a review finishes, the server sends an RFC 8291 encrypted push that the
 * endpoint decrypts, and the service worker, handed that payload as the browser would hand it, shows 审查完成.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { SAAS_BASE } from '@common/api/paths';
import { ZPushPayload } from '@common/api/push';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { LawdeskApi } from './helpers/lawdesk-api';
import { startPushReceiver, type PushReceiver } from '../helpers/push-receiver';
import { AppShell } from './pages/app-shell';
import { OfflineBrowser } from './pages/offline';

const CONTRACT = path.resolve(repoRoot, '../shared/data/contracts-cn/zhirong-lawassist/保证合同.docx');

let app: RunningApp;
let browser: Browser;
let receiver: PushReceiver;

beforeAll(async () => {
  // The local endpoint is plain http; real push services are https and need no setting.
  app = await startApp({ PUSH_ALLOW_HTTP: 'true' });
  browser = await launchBrowser();
  receiver = await startPushReceiver();
});

afterAll(async () => {
  await receiver?.close();
  await browser?.close();
  await app?.stop();
});

describe('Web Push', () => {
  it('delivers an encrypted 审查完成 push for a finished review, and the worker shows it', async () => {
    const context = await newDesktopContext(browser);
    await context.grantPermissions(['notifications'], { origin: app.url });
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    await shell.open('/guidHome');
    await shell.openLoginFromHeader();
    await shell.loginWithSmsCode('13700137301');
    const offline = new OfflineBrowser(page, app.url);
    await offline.waitForWorker();
    const api = new LawdeskApi(app.url, (await page.evaluate(() => localStorage.getItem('token'))) ?? '');

    const key = await api.call<{ public_key: string }>('GET', `${SAAS_BASE}/push/vapid-public-key`);
    expect(Buffer.from(key.data.public_key, 'base64url')).toHaveLength(65);
    expect((await api.call('POST', `${SAAS_BASE}/push/subscribe`, receiver.subscription)).code).toBe(200);

    const taskId = await api.submitReview(CONTRACT, '保证合同');
    const push = await receiver.nextPush(120_000);
    expect(String(push.headers.authorization)).toContain(`k=${key.data.public_key}`);
    const payload = ZPushPayload.parse(JSON.parse(push.payload));
    expect(payload).toEqual({ type: 'task.finished', module: 'contract', task_id: taskId, status: 'FINISH', task_name: '保证合同' });

    // The lawyer is elsewhere in the app (not on that review): the notification shows.
    await offline.deliverPush(push.payload);
    // Generous: on a loaded CI machine the worker may first have to be started to take the push (it once took > 10 s).
    await expect.poll(() => offline.notifications(), { timeout: 45_000 }).toEqual([
      { title: '审查完成', body: '保证合同', tag: `task-${taskId}`, url: `/reviewDetail?task_id=${taskId}` },
    ]);
    await context.close();
  });
});
