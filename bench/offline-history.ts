/**
 * All history offline (issue 13 target: "all history lists and opens offline in < 1 s after a reload"), against the
 * built app (dist/) started like `npm start`:
 * - list: ms from navigation start to the first row of /allHistory, and to all rows of the page, after going offline
 *   and reloading (median of RELOADS), with TASKS tasks in three modules (drafts, file Q&A, due diligence);
 * - open: ms from navigation start to an opened draft's and due-diligence table's content, offline, after a reload.
 *   npm run bench -- offline-history        (run `npx vite build` first when src/ changed)
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { SAAS_BASE } from '@common/api/paths';
import { DOCUMENT_BASE, TRACE_BASE, type TUploadFileResponse } from '@common/api/document';
import type { TFileKey } from '@common/api/auth';
import type { TEnvelope } from '@common/api/envelope';
import { encryptLdx1, importFileKey } from '../src/features/contract/crypto/ldx1-webcrypto';
import { startApp, type RunningApp } from '../tests/e2e/helpers/app-server';
import { launchBrowser, newDesktopContext } from '../tests/e2e/helpers/browser';
import { LawdeskApi } from '../tests/e2e/helpers/lawdesk-api';
import { AppShell } from '../tests/e2e/pages/app-shell';

const RELOADS = 5;
const PER_MODULE = Number(process.env.BENCH_HISTORY_PER_MODULE ?? 6);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const LEASE = '房屋租赁合同\n出租方：甲公司\n承租方：乙公司\n第一条 租期三年。\n第二条 月租金人民币伍万元，每季度首月10日前支付。';

async function data<T>(api: LawdeskApi, method: string, url: string, body?: unknown): Promise<T> {
  const env = await api.call<T>(method, url, body, { 'Idempotency-Key': `M${Date.now()}${randomBytes(3).toString('hex')}` });
  if (env.code !== 200) throw new Error(`${method} ${url}: ${env.code} ${env.message}`);
  return env.data;
}

async function uploadText(app: RunningApp, api: LawdeskApi, base: string, name: string): Promise<string> {
  const key = await importFileKey(await data<TFileKey>(api, 'GET', `${SAAS_BASE}/auth/file-key`));
  const form = new FormData();
  form.append('file_name', name);
  form.append('file', new Blob([new Uint8Array(await encryptLdx1(new TextEncoder().encode(LEASE).buffer, key))]), 'file.ldx1');
  const response = await fetch(`${app.url}${base}/upload`, { method: 'POST', headers: { token: api.token, Domain: new URL(app.url).host }, body: form });
  const env = (await response.json()) as TEnvelope<TUploadFileResponse>;
  if (env.code !== 200) throw new Error(`upload: ${env.code} ${env.message}`);
  return env.data.file_id;
}

/** Creates PER_MODULE drafts, file Q&A conversations and DD tables; returns one draft and one DD id to open. */
async function seed(app: RunningApp, api: LawdeskApi): Promise<{ draft: string; trace: string }> {
  let draft = '';
  let trace = '';
  for (let i = 0; i < PER_MODULE; i++) {
    draft = (await data<{ task_id: string }>(api, 'POST', '/api/lawdesk/draft/api/v1/tasks', { template_id: 'lawyer-letter', narrative: `委托人张三${i}与收函方李四签订《设备采购合同》，李四拖欠货款12万元。` })).task_id;
    const qa = await uploadText(app, api, DOCUMENT_BASE, `租赁合同${i}.txt`);
    await data(api, 'POST', `${DOCUMENT_BASE}/tasks`, { file_ids: [qa], question: `第${i}个问题：租金多久支付一次？` });
    const dd = await uploadText(app, api, TRACE_BASE, `尽调材料${i}.txt`);
    trace = (await data<{ task_id: string }>(api, 'POST', `${TRACE_BASE}/tasks`, { name: `租赁尽调${i}`, file_ids: [dd], questions: ['月租金是多少？'] })).task_id;
  }
  return { draft, trace };
}

/** Records when the first element matching `selector` and when `count` of them are in the DOM (ms since navigation). */
async function watchRows(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __marks: Record<string, number>; __watch: { selector: string; count: number; text: string } };
    w.__marks = {};
    const config = JSON.parse(sessionStorage.getItem('bench-watch') ?? '{}') as { selector?: string; count?: number; text?: string };
    new MutationObserver((_records, observer) => {
      if (config.selector) {
        const n = document.querySelectorAll(config.selector).length;
        if (n > 0) w.__marks.first ??= performance.now();
        if (n >= (config.count ?? 1)) w.__marks.all ??= performance.now();
      }
      if (config.text && document.body?.textContent?.includes(config.text)) w.__marks.text ??= performance.now();
      if (w.__marks.all !== undefined || w.__marks.text !== undefined) observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Reloads `url` RELOADS times; each run's marks (ms since navigation start). */
async function measure(page: Page, url: string, watch: { selector?: string; count?: number; text?: string }): Promise<Record<string, number>[]> {
  await page.evaluate((w) => sessionStorage.setItem('bench-watch', JSON.stringify(w)), watch);
  const done = watch.selector ? 'all' : 'text';
  const runs: Record<string, number>[] = [];
  for (let i = 0; i < RELOADS; i++) {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction((m) => (window as unknown as { __marks: Record<string, number> }).__marks?.[m] !== undefined, done, { timeout: 15_000 });
    runs.push(await page.evaluate(() => ({ ...(window as unknown as { __marks: Record<string, number> }).__marks })));
  }
  return runs;
}

export async function run(): Promise<void> {
  const app = await startApp({ SERVICES: 'api', QUOTA_NEW_USER: JSON.stringify({ draft: 100, document: 100, trace: 100 }) });
  const browser = await launchBrowser();
  try {
    const context = await newDesktopContext(browser);
    await watchRows(context);
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    await shell.open('/guidHome');
    await shell.openLoginFromHeader();
    await shell.loginWithSmsCode('13600136301');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
    const api = new LawdeskApi(app.url, (await page.evaluate(() => localStorage.getItem('token'))) ?? '');
    const ids = await seed(app, api);
    const rows = Math.min(PER_MODULE * 3, 20);

    // One online visit of each page, then the network goes.
    await page.goto(`${app.url}/allHistory`);
    await page.getByTestId('history-row').nth(rows - 1).waitFor({ timeout: 30_000 });
    await page.goto(`${app.url}/draftDetail?task_id=${ids.draft}`);
    await page.getByText('律师函').first().waitFor({ timeout: 30_000 });
    await page.goto(`${app.url}/traceabilityDetail?task_id=${ids.trace}`);
    await page.getByText('月租金是多少？').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_500);
    await context.setOffline(true);

    const list = await measure(page, `${app.url}/allHistory`, { selector: '[data-testid=history-row]', count: rows });
    const first = list.map((m) => m.first!);
    const all = list.map((m) => m.all!);
    const draft = (await measure(page, `${app.url}/draftDetail?task_id=${ids.draft}`, { text: '律师函' })).map((m) => m.text!);
    const trace = (await measure(page, `${app.url}/traceabilityDetail?task_id=${ids.trace}`, { text: '月租金是多少？' })).map((m) => m.text!);
    const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`;
    console.log(`all history offline after a reload, first row: ${fmt(first)} (goal < 1 s)`);
    console.log(`all history offline after a reload, all ${rows} rows of the page: ${fmt(all)} (goal < 1 s)`);
    console.log(`opened draft offline after a reload: ${fmt(draft)}`);
    console.log(`opened due-diligence table offline after a reload: ${fmt(trace)}`);
    console.log('reproduce: npx vite build && npm run bench -- offline-history');
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
