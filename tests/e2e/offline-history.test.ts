/**
 * All history offline (issue 13 item 3, decisions 215–216): a lawyer who looked at /allHistory and at a draft, a file
 * Q&A, a due-diligence table, a chat and a legal research once still finds the list — filterable by module — and each of those tasks after
 * the network goes away and the page is reloaded. The worker's status poll also covers modules other than contract
 * review: a due-diligence table and a draft that finish while the page is open raise 尽调完成 and 起草完成.
 *
 * The DD table and the draft (a job since decision 152) stay unfinished because the server first runs without job workers (SERVICES=api); the second test
 * restarts it with workers on the same port and data directory while the page stays open.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SAAS_BASE } from '@common/api/paths';
import { DOCUMENT_BASE, TRACE_BASE, type TUploadFileResponse } from '@common/api/document';
import { CHAT_BASE } from '@common/api/chat';
import { RESEARCH_BASE } from '@common/api/research';
import type { TFileKey } from '@common/api/auth';
import type { TEnvelope } from '@common/api/envelope';
import { encryptLdx1, importFileKey } from '../../src/features/contract/crypto/ldx1-webcrypto';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { LawdeskApi } from './helpers/lawdesk-api';
import { AppShell } from './pages/app-shell';
import { OfflineBrowser } from './pages/offline';

const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-offline-history-${name}.png`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-e2e-history-'));
let port = '';
let app: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let api: LawdeskApi;
let offline: OfflineBrowser;
const tasks = { draft: '', document: '', trace: '', chat: '', research: '' };
// Chat and research questions (no 租 in them: the search below must find only the lease tasks).
const CHAT_Q = '试用期内公司可以随时解除劳动合同吗？';
const RESEARCH_Q = '借款合同约定的利率过高时如何处理？';

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
  app = await startApp({ SERVICES: services, DATA_DIR: dataDir, ...(port ? { PORT: port } : {}) });
  port = new URL(app.url).port;
}

const idem = () => ({ 'Idempotency-Key': `M${Date.now()}${randomBytes(3).toString('hex')}` });

async function data<T>(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const env = await api.call<T>(method, url, body, headers);
  if (env.code !== 200) throw new Error(`${method} ${url}: ${env.code} ${env.message}`);
  return env.data;
}

/** Uploads a text file to file Q&A or due diligence, encrypted as the browser does; .txt is READY at once. */
async function uploadText(base: string, fileName: string, text: string): Promise<string> {
  const key = await importFileKey(await data<TFileKey>('GET', `${SAAS_BASE}/auth/file-key`));
  const encrypted = new Uint8Array(await encryptLdx1(new TextEncoder().encode(text).buffer, key));
  const form = new FormData();
  form.append('file_name', fileName);
  form.append('file', new Blob([encrypted]), 'file.ldx1');
  const response = await fetch(`${app.url}${base}/upload`, { method: 'POST', headers: { token: api.token, Domain: new URL(app.url).host }, body: form });
  const env = (await response.json()) as TEnvelope<TUploadFileResponse>;
  if (env.code !== 200) throw new Error(`upload: ${env.code} ${env.message}`);
  return env.data.file_id;
}

const LEASE = '房屋租赁合同\n出租方：甲公司\n承租方：乙公司\n第一条 租期三年，自2026年1月1日起。\n第二条 月租金人民币伍万元，每季度首月10日前支付。\n第三条 承租方逾期支付租金超过30日的，出租方有权解除合同。';

/** A row of all history by its title. */
const historyRow = (title: string) => page.getByTestId('history-row').filter({ hasText: title });

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  await start('api');
  browser = await launchBrowser();
  context = await newDesktopContext(browser);
  page = await context.newPage();
  const shell = new AppShell(page, running());
  await shell.open('/guidHome');
  await shell.openLoginFromHeader();
  await shell.loginWithSmsCode('13700137301');
  offline = new OfflineBrowser(page, app.url);
  await offline.waitForWorker();
  api = new LawdeskApi(app.url, (await page.evaluate(() => localStorage.getItem('token'))) ?? '');

  tasks.draft = (
    await data<{ task_id: string }>(
      'POST',
      `/api/lawdesk/draft/api/v1/tasks`,
      { template_id: 'lawyer-letter', narrative: '委托人张三与收函方李四签订《设备采购合同》，李四拖欠货款12万元。' },
      idem(),
    )
  ).task_id;
  const qaFile = await uploadText(DOCUMENT_BASE, '房屋租赁合同.txt', LEASE);
  tasks.document = (await data<{ task_id: string }>('POST', `${DOCUMENT_BASE}/tasks`, { file_ids: [qaFile], question: '租金多久支付一次？' }, idem())).task_id;
  const ddFile = await uploadText(TRACE_BASE, '租赁尽调材料.txt', LEASE);
  tasks.trace = (await data<{ task_id: string }>('POST', `${TRACE_BASE}/tasks`, { name: '租赁尽调', file_ids: [ddFile], questions: ['月租金是多少？'] }, idem())).task_id;
  // A chat and a legal research (answered in the API process by the built-in model, no job worker needed).
  tasks.chat = (await data<{ chat_id: string }>('POST', `${CHAT_BASE}/chat`, { content: CHAT_Q }, idem())).chat_id;
  tasks.research = (await data<{ research_id: string }>('POST', `${RESEARCH_BASE}/legal/create`, { question: RESEARCH_Q }, idem())).research_id;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function visit(pathAndQuery: string, shows: string): Promise<void> {
  await page.goto(`${app.url}${pathAndQuery}`, { waitUntil: 'domcontentloaded' });
  await page.getByText(shows).first().waitFor({ timeout: 30_000 });
}

describe('all history offline', () => {
  it('lists every module and opens tasks of five modules (draft, file Q&A, DD, chat, research) after going offline and reloading', { timeout: 120_000 }, async () => {
    try {
      await listAndOpenOffline();
    } finally {
      await offline.goOnline();
    }
  });

  async function listAndOpenOffline(): Promise<void> {
    await visit('/allHistory', '租赁尽调');
    for (const title of ['租赁尽调', '租金多久支付一次？', '律师函', CHAT_Q, RESEARCH_Q]) await historyRow(title).first().waitFor();
    // The heading has room under the header (it used to sit flush against it).
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await page.getByRole('heading', { level: 1, name: '全部任务' }).evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop - headerBottom).toBeGreaterThanOrEqual(16);
    await visit(`/draftDetail?task_id=${tasks.draft}`, '律师函');
    await visit(`/fileChatDetail?task_id=${tasks.document}`, '租金多久支付一次？');
    await visit(`/traceabilityDetail?task_id=${tasks.trace}`, '月租金是多少？');
    await visit(`/deepChatDetail?chat_id=${tasks.chat}`, CHAT_Q);
    await visit(`/research/${tasks.research}`, RESEARCH_Q);
    // The query cache is saved a second after its last change.
    await page.waitForTimeout(1_500);

    await offline.goOffline();
    await page.goto(`${app.url}/allHistory`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('all-history').waitFor();
    const modules = async () => (await page.getByTestId('history-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-history')))).sort();
    await expect.poll(modules, { timeout: 10_000 }).toEqual(['chat', 'document', 'draft', 'research', 'trace']);
    expect(await page.getByTestId('history-group').first().innerText()).toBe('今天');
    await page.screenshot({ path: shot('1-list-offline'), fullPage: true });

    // Filter and search work on this browser's copy too.
    await page.getByLabel('模块').selectOption('trace');
    await expect.poll(modules).toEqual(['trace']);
    await page.getByLabel('模块').selectOption('');
    await page.getByLabel('搜索任务名称').fill('租');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(modules).toEqual(['document', 'trace']);

    // Each task opens from the list, offline.
    await historyRow('租赁尽调').getByRole('link').click();
    await page.getByText('月租金是多少？').first().waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/traceabilityDetail');
    await page.screenshot({ path: shot('2-trace-offline'), fullPage: true });
    await page.goto(`${app.url}/fileChatDetail?task_id=${tasks.document}`, { waitUntil: 'domcontentloaded' });
    await page.getByText('租金多久支付一次？').first().waitFor({ timeout: 15_000 });
    // Drafting is a job (decision 152): without workers the draft is still being written; its page shows its title.
    await page.goto(`${app.url}/draftDetail?task_id=${tasks.draft}`, { waitUntil: 'domcontentloaded' });
    await page.getByText('律师函').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: shot('3-draft-offline'), fullPage: true });
    // The chat and the research open from the list too.
    for (const [title, path] of [[CHAT_Q, '/deepChatDetail'], [RESEARCH_Q, `/research/${tasks.research}`]] as const) {
      await page.goto(`${app.url}/allHistory`, { waitUntil: 'domcontentloaded' });
      await historyRow(title).getByRole('link').click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByText(title).first().waitFor({ timeout: 15_000 });
    }
    await page.screenshot({ path: shot('3b-research-offline'), fullPage: true });
  }

  it('notifies 尽调完成 and 起草完成 when unfinished tasks of those modules finish while a page is open', async () => {
    await context.grantPermissions(['notifications'], { origin: app.url });
    await page.goto(`${app.url}/allHistory`, { waitUntil: 'domcontentloaded' });
    await historyRow('租赁尽调').getByText('排队中').waitFor({ timeout: 15_000 });

    // The job workers come up: the queued table runs while the lawyer's page stays as it is.
    await app.stop();
    await start('api,worker');
    await expect
      .poll(async () => (await offline.notifications()).map((n) => n.title).sort(), { timeout: 90_000, interval: 1_000 })
      .toEqual(['尽调完成', '起草完成']);
    const shown = await offline.notifications();
    expect(shown.find((n) => n.title === '尽调完成')).toEqual({ title: '尽调完成', body: '租赁尽调', tag: `task-${tasks.trace}`, url: `/traceabilityDetail?task_id=${tasks.trace}` });
    const drafted = shown.find((n) => n.title === '起草完成')!;
    expect(drafted).toMatchObject({ tag: `task-${tasks.draft}`, url: `/draftDetail?task_id=${tasks.draft}` });
    expect(drafted.body).toContain('律师函');
    // The list follows without a reload.
    await historyRow('租赁尽调').getByText('已完成').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: shot('4-trace-finished'), fullPage: true });
  });

  it('renames and deletes through each module\'s own calls, and the offline copy follows', async () => {
    await page.goto(`${app.url}/allHistory`, { waitUntil: 'domcontentloaded' });
    const draft = historyRow('律师函');
    await draft.getByRole('button', { name: '重命名' }).click();
    // In edit mode the name is an input's value (not text), so the row is found by the input itself.
    await page.getByLabel('任务名称', { exact: true }).fill('律师函（催收货款）');
    await page.getByRole('button', { name: '保存' }).click();
    await historyRow('律师函（催收货款）').waitFor();
    const drafts = await data<{ items: { task_id: string; title: string }[] }>('GET', '/api/lawdesk/draft/api/v1/tasks/list?page=1&page_size=10');
    expect(drafts.items.find((d) => d.task_id === tasks.draft)?.title).toBe('律师函（催收货款）');

    // Due diligence renames through its own call too (PUT trace tasks).
    await historyRow('租赁尽调').getByRole('button', { name: '重命名' }).click();
    await page.getByLabel('任务名称', { exact: true }).fill('租赁尽调（A座）');
    await page.getByRole('button', { name: '保存' }).click();
    await historyRow('租赁尽调（A座）').waitFor();
    const dd = await data<{ name: string }>('GET', `${TRACE_BASE}/tasks/detail?task_id=${tasks.trace}`);
    expect(dd.name).toBe('租赁尽调（A座）');

    await historyRow('租金多久支付一次？').getByRole('button', { name: '删除' }).click();
    await page.getByTestId('history-delete-dialog').getByRole('button', { name: '确认删除' }).click();
    await historyRow('租金多久支付一次？').waitFor({ state: 'detached' });
    const qa = await data<{ items: { task_id: string }[] }>('GET', `${DOCUMENT_BASE}/history/tasks/list?page=1&page_size=10`);
    expect(qa.items.some((i) => i.task_id === tasks.document)).toBe(false);

    // Offline after a reload: the new name, and no deleted task.
    await offline.goOffline();
    try {
      await page.reload({ waitUntil: 'domcontentloaded' });
      await historyRow('律师函（催收货款）').waitFor();
      await historyRow('租赁尽调（A座）').waitFor();
      expect(await historyRow('租金多久支付一次？').count()).toBe(0);
      await page.screenshot({ path: shot('5-renamed-deleted-offline'), fullPage: true });
    } finally {
      await offline.goOnline();
    }
  });
});
