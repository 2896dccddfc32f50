/**
 * The status poll lives in the service worker (issue 4 item 9 c, d): with reviews unfinished and two tabs open, the
 * worker asks the server every 10 s and the pages ask nothing; a review that finishes while the page is open updates
 * the list without a reload and raises 审查完成.
 *
 * Reviews stay unfinished because the server first runs without job workers (SERVICES=api); to let one finish, the
 * server is restarted with workers on the same port and data directory while the page stays open.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONTRACT_BASE } from '@common/api/paths';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { LawdeskApi } from './helpers/lawdesk-api';
import { ContractPage } from './pages/contract-page';
import { OfflineBrowser } from './pages/offline';

const CONTRACTS = path.resolve(repoRoot, '../shared/data/contracts-cn/zhirong-lawassist');
const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-offline-poll-${name}.png`);

/** One data directory and port for the server's two lives (without and with job workers). */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-e2e-poll-'));
let port = '';
let app: RunningApp;
let browser: Browser;

/** The running server, reading SMS codes from the shared data directory whichever life it is in. */
function running(): RunningApp {
  return {
    ...app,
    dataDir,
    readSmsCode(phone: string) {
      const lines = readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
      const last = lines.map((line) => JSON.parse(line) as { phone: string; code: string }).filter((l) => l.phone === phone).at(-1);
      if (!last) throw new Error(`no code sent to ${phone}`);
      return last.code;
    },
  };
}

async function start(services: string): Promise<void> {
  app = await startApp({ SERVICES: services, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...(port ? { PORT: port } : {}) });
  port = new URL(app.url).port;
}

function statusCallsLogged(): number {
  return app.output.join('').split('\n').filter((line) => line.includes('"msg":"request"') && line.includes(`"url":"${CONTRACT_BASE}/task/status`)).length;
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  await start('api');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function lawyer(context: BrowserContext, phone: string) {
  const contract = new ContractPage(await context.newPage(), running());
  await contract.open('/guidHome');
  await contract.shell.openLoginFromHeader();
  await contract.shell.loginWithSmsCode(phone);
  const offline = new OfflineBrowser(contract.page, app.url);
  await offline.waitForWorker();
  const token = await contract.page.evaluate(() => localStorage.getItem('token'));
  return { contract, offline, api: new LawdeskApi(app.url, token ?? '') };
}

function countStatusRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `${CONTRACT_BASE}/task/status`) count++;
  });
  return () => count;
}

describe('status poll in the service worker', () => {
  it('asks once per 10 s for three unfinished reviews with two tabs open, and the tabs ask nothing', async () => {
    const context = await newDesktopContext(browser);
    const { contract, api } = await lawyer(context, '13700137201');
    for (const name of ['保证合同', '买卖框架合同', '增资扩股协议']) await api.submitReview(path.join(CONTRACTS, `${name}.docx`), name);
    await contract.open('/contract');
    const second = new ContractPage(await context.newPage(), running());
    await second.open('/contract');
    for (const tab of [contract, second]) await tab.waitForTaskStatus(tab.recentTask('保证合同'), 'PENDING');
    const firstTab = countStatusRequests(contract.page);
    const secondTab = countStatusRequests(second.page);

    const before = statusCallsLogged();
    await contract.page.waitForTimeout(35_000);
    const calls = statusCallsLogged() - before;
    // One poller: 3 (±1 for where the 10 s rhythm falls in the window); the worker plus a page would be 6 or more.
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(4);
    expect(firstTab()).toBe(0);
    expect(secondTab()).toBe(0);
    await context.close();
  });

  it('updates the list without a reload and shows 审查完成 when a review finishes while the page is open', async () => {
    const context = await newDesktopContext(browser);
    await context.grantPermissions(['notifications'], { origin: app.url });
    const { contract, offline, api } = await lawyer(context, '13700137202');
    const taskId = await api.submitReview(path.join(CONTRACTS, '存量房屋买卖合同.docx'), '存量房屋买卖合同');
    await contract.open('/contract');
    const card = contract.recentTask('存量房屋买卖合同');
    await contract.waitForTaskStatus(card, 'PENDING');
    await contract.page.screenshot({ path: shot('1-pending') });

    // The job workers come up: the queued review runs while the lawyer's page stays as it is.
    await app.stop();
    await start('api,worker');
    await contract.waitForTaskStatus(card, 'FINISH', 120_000);
    expect(contract.page.url()).toMatch(/\/contract$/);
    await contract.page.screenshot({ path: shot('2-finished') });

    await expect.poll(() => offline.notifications(), { timeout: 15_000 }).toEqual([
      { title: '审查完成', body: '存量房屋买卖合同', tag: `task-${taskId}`, url: `/reviewDetail?task_id=${taskId}` },
    ]);
    await context.close();
  });
});
