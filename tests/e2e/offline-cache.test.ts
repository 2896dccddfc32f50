/**
 * A lawyer on a train (issue 4 item 9 a, b): the task list and an opened review still show after the network goes
 * away and the page is reloaded; a rename and a delete made offline show at once, marked 待同步, and reach the
 * server exactly once when the network comes back. Screenshots go to tmp/ for a human to look at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONTRACT_BASE } from '@common/api/paths';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { LawdeskApi } from './helpers/lawdesk-api';
import { ContractPage } from './pages/contract-page';
import { OfflineBrowser } from './pages/offline';

const CONTRACTS = path.resolve(repoRoot, '../shared/data/contracts-cn/zhirong-lawassist');
const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-offline-${name}.png`);

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  // LOG_LEVEL info: the server's request log is how the tests count what reached it.
  app = await startApp({ LOG_LEVEL: 'info' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Logs in through the dialog and returns the page plus an API client on the same session. */
async function lawyer(phone: string) {
  const context = await newDesktopContext(browser);
  const contract = new ContractPage(await context.newPage(), app);
  await contract.open('/guidHome');
  await contract.shell.openLoginFromHeader();
  await contract.shell.loginWithSmsCode(phone);
  const token = await contract.page.evaluate(() => localStorage.getItem('token'));
  const offline = new OfflineBrowser(contract.page, app.url);
  await offline.waitForWorker();
  return { context, contract, offline, api: new LawdeskApi(app.url, token ?? '') };
}

function requestsLogged(method: string, pathname: string): number {
  return app.output
    .join('')
    .split('\n')
    .filter((line) => line.includes('"msg":"request"') && line.includes(`"method":"${method}"`) && line.includes(`"url":"${pathname}`)).length;
}

describe('offline task list and review', () => {
  it('shows the task list and an opened review after going offline and reloading', async () => {
    const { context, contract, offline, api } = await lawyer('13700137101');
    const taskId = await api.submitReview(path.join(CONTRACTS, '保证合同.docx'), '保证合同');
    await api.waitSettled([taskId]);

    await contract.open('/contract');
    const card = contract.recentTask('保证合同');
    await contract.waitForTaskStatus(card, 'FINISH');
    const detail = await contract.openDetail(card);
    await detail.waitForFindings();
    const findings = await detail.findings.count();

    await offline.goOffline();
    await contract.page.reload({ waitUntil: 'domcontentloaded' });
    await contract.waitForTaskStatus(contract.recentTask('保证合同'), 'FINISH', 15_000);
    await offline.offlineBanner.waitFor();
    expect(await offline.offlineBanner.innerText()).toMatch(/当前处于离线状态，显示的是今天 \d{2}:\d{2}同步的数据/);
    await contract.page.screenshot({ path: shot('1-list-offline') });

    await detail.page.reload({ waitUntil: 'domcontentloaded' });
    await detail.waitForFindings();
    expect(await detail.findings.count()).toBe(findings);
    await detail.page.screenshot({ path: shot('2-detail-offline') });
    await context.close();
  });

  it('applies an offline rename and delete at once, marks them 待同步, and sends each to the server exactly once', async () => {
    const { context, contract, offline, api } = await lawyer('13700137102');
    const keepId = await api.submitReview(path.join(CONTRACTS, '保证合同.docx'), '保证合同');
    const dropId = await api.submitReview(path.join(CONTRACTS, '买卖框架合同.docx'), '买卖框架合同');
    await api.waitSettled([keepId, dropId]);
    await contract.open('/contract');
    await contract.waitForTaskStatus(contract.recentTask('买卖框架合同'), 'FINISH');
    await contract.waitForTaskStatus(contract.recentTask('保证合同'), 'FINISH');

    await offline.goOffline();
    await offline.offlineBanner.waitFor();
    // Rename 保证合同 -> 保证合同（车上修改）.
    const keep = contract.page.locator(`[data-testid=task-card][data-task-id="${keepId}"]`);
    const renameDialog = await contract.chooseTaskAction(keep, 'task-rename', 'rename-dialog');
    await renameDialog.getByRole('textbox').fill('保证合同（车上修改）');
    await renameDialog.getByRole('button', { name: '确定' }).click();
    await renameDialog.waitFor({ state: 'detached' });
    await keep.getByTestId('task-name').getByText('保证合同（车上修改）').waitFor();
    await offline.pendingBadge(keep).waitFor();
    // Delete 买卖框架合同.
    const drop = contract.page.locator(`[data-testid=task-card][data-task-id="${dropId}"]`);
    const deleteDialog = await contract.chooseTaskAction(drop, 'task-delete', 'delete-dialog');
    await deleteDialog.getByRole('button', { name: '确认删除' }).click();
    await drop.waitFor({ state: 'detached' });
    await contract.page.getByText('2 项操作待联网后同步').waitFor();
    await contract.page.screenshot({ path: shot('3-pending') });

    // The server has not seen either change; both wait in the worker's queue, each with its own key.
    const before = await api.tasks();
    expect(before.find((t) => t.task_id === keepId)?.task_name).toBe('保证合同');
    expect(before.some((t) => t.task_id === dropId)).toBe(true);
    const queued = await offline.queuedMutations();
    expect(queued.map((q) => q.method).sort()).toEqual(['DELETE', 'PUT']);
    expect(new Set(queued.map((q) => q.idempotencyKey)).size).toBe(2);
    expect(queued.every((q) => /^M\d+/.test(q.idempotencyKey))).toBe(true);

    // Back online: replayed, the marker goes, the server holds the new name and no longer the deleted task.
    await offline.goOnline();
    await offline.pendingBadge(keep).waitFor({ state: 'detached', timeout: 30_000 });
    await keep.getByTestId('task-name').getByText('保证合同（车上修改）').waitFor();
    await contract.page.screenshot({ path: shot('4-synced') });
    await expect.poll(async () => (await api.tasks()).find((t) => t.task_id === keepId)?.task_name, { timeout: 15_000 }).toBe('保证合同（车上修改）');
    expect((await api.tasks()).some((t) => t.task_id === dropId)).toBe(false);
    expect(requestsLogged('PUT', `${CONTRACT_BASE}/task/name`)).toBe(1);
    expect(requestsLogged('DELETE', `${CONTRACT_BASE}/tasks`)).toBe(1);

    // A replay the server has seen (an answer lost on the way back) is answered from its first result, not re-applied.
    for (const entry of queued) {
      const again = await fetch(entry.url, {
        method: entry.method,
        headers: { token: api.token, Domain: new URL(app.url).host, 'Content-Type': 'application/json', 'Idempotency-Key': entry.idempotencyKey },
        body: entry.body,
      });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(((await again.json()) as { code: number }).code).toBe(200);
    }
    expect((await api.tasks()).map((t) => t.task_id)).toEqual([keepId]);
    await context.close();
  });

  it('is installable, offers 安装到桌面 in the header and on the home page while the browser allows it, then not once installed', async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.url}/guidHome`);
    const offline = new OfflineBrowser(page, app.url);
    await offline.waitForWorker();
    // Chrome's own verdict on the manifest, icons and worker: what decides whether it offers the install at all.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // 'in-incognito' is about the test's throwaway browser profile, not the app: a lawyer's profile is not incognito.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

    // Headless chromium never offers the install by itself: fire the event it would fire.
    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
    const install = page.getByRole('button', { name: '安装到桌面' });
    await expect.poll(() => install.count()).toBe(2);
    await page.screenshot({ path: shot('5-install-offer') });
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect.poll(() => install.count()).toBe(0);
    await context.close();
  });

  it('forgets the cached tasks, results and API answers when the lawyer logs out', async () => {
    const { context, contract, api } = await lawyer('13700137103');
    const taskId = await api.submitReview(path.join(CONTRACTS, '保证合同.docx'), '保证合同');
    await api.waitSettled([taskId]);
    await contract.open('/contract');
    await contract.waitForTaskStatus(contract.recentTask('保证合同'), 'FINISH');
    const stored = () =>
      contract.page.evaluate(async () => {
        const open = indexedDB.open('lawdesk');
        const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
        const tasks: number = await new Promise((resolve) => {
          const request = db.transaction('tasks').objectStore('tasks').count();
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        const cache = await caches.open('lawdesk-api');
        return { tasks, cachedAnswers: (await cache.keys()).length };
      });
    await expect.poll(stored).toMatchObject({ tasks: 1 });
    expect((await stored()).cachedAnswers).toBeGreaterThan(0);

    await contract.shell.accountMenuButton.click();
    await contract.page.getByRole('menuitem', { name: '退出登录' }).click();
    await contract.page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).waitFor();
    await expect.poll(stored).toEqual({ tasks: 0, cachedAnswers: 0 });
    await context.close();
  });
});
