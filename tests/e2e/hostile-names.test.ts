/**
 * Hostile names on every page that shows a user-provided name (issue 16). Names are stored as typed (the server
 * test tests/integration/contract-hostile-names.test.ts proves the Word files escape them); here chromium opens
 * every list and detail page that shows one and asserts what protects the lawyer: no dialog fires, no element the
 * name describes exists in the page (an <img src=x>, a <script> with our marker, a <b> from the reviewer name), and
 * the name is shown as text, characters intact.
 *
 * Items are created through the API as a second device of the same lawyer would (tests/e2e/helpers/lawdesk-api.ts),
 * one per module that stores a name: contract review (file name and task name, reviewer), research, file Q&A, due
 * diligence, drafts, translation (task and file name), chat, term lists and members. A chat-completions stub is the
 * model (translation needs one); it answers every other call with an empty finding list or a short text.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONTRACT_BASE, SAAS_BASE, TRANSLATION_BASE } from '@common/api/paths';
import { CHAT_BASE } from '@common/api/chat';
import { DOCUMENT_BASE, TRACE_BASE } from '@common/api/document';
import { DRAFT_BASE } from '@common/api/draft';
import { RESEARCH_BASE } from '@common/api/research';
import type { TFileKey } from '@common/api/auth';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { stubTranslate } from '../../server/services/translation/testing/stub-translator';
import { encryptLdx1, importFileKey } from '../../src/features/contract/crypto/ldx1-webcrypto';
import { buildContractDocx } from '../helpers/contract-docx';
import { startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { LawdeskApi } from './helpers/lawdesk-api';

const ADMIN_PHONE = '13900139016';
const LAWYER_PHONE = '13900139026';

/** Markup that runs script if it is ever parsed as HTML (alert would open a dialog; the elements would exist). */
const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '"><script>alert(2)</script>';
/** Right-to-left override, Arabic and Hebrew, emoji with joiners and skin tones, astral CJK, combining marks. */
const JUNK = '\u202Eعقد עסקה 👩🏽‍⚖️🧑‍💼 𠜎𠜱𡃁 Z̸̢a̵l̷g̶o̵ ﷽\u202C';
/** A shorter mix for names that also carry markup (names are at most 60 UTF-16 units). */
const JUNK_SHORT = '\u202Eעסקה 👩🏽‍⚖️𠜎\u202C';

/** One name per module: each carries a hostile part and a tag to find it on the page (names are at most 60). */
const NAMES = {
  contract: `${IMG}${SCRIPT}合同`,
  contractJunk: `${JUNK}审查`,
  reviewer: `<b>王"律师'</b>&amp;`,
  research: `${SCRIPT}${IMG}研究`,
  qa: `${IMG}问答${JUNK_SHORT}`,
  trace: `${SCRIPT}尽调`,
  draft: `${IMG}起草${JUNK_SHORT}`,
  translation: `${SCRIPT}${IMG}翻译`,
  translationFile: `${IMG}译文件`,
  chat: `${IMG}${SCRIPT}对话`,
  termList: `${SCRIPT}术语`,
  member: `${IMG}成员`,
  memberJunk: `${JUNK_SHORT}成员`,
};

let app: RunningApp;
let stub: ChatStub;
let browser: Browser;
let context: BrowserContext;
let adminContext: BrowserContext;
let api: LawdeskApi;
let admin: LawdeskApi;
const ids: Record<string, string> = {};

async function login(phone: string): Promise<string> {
  // Logged out, a POST needs the double-submit XSRF cookie the first GET sets (api.md "CSRF").
  const version = await fetch(`${app.url}${SAAS_BASE}/base/version`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(version.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'Content-Type': 'application/json', Domain: new URL(app.url).host, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  const post = async <T>(url: string, body: unknown) =>
    (await (await fetch(`${app.url}${url}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { code: number; data: T; message: string };
  const sent = await post(`${SAAS_BASE}/auth/code`, { phone });
  if (sent.code !== 200) throw new Error(`auth/code: ${sent.code} ${sent.message}`);
  const logged = await post<{ satoken: string }>(`${SAAS_BASE}/auth/code/login`, { phone, code: app.readSmsCode(phone) });
  if (logged.code !== 200) throw new Error(`login: ${logged.code} ${logged.message}`);
  return logged.data.satoken;
}

async function data<T>(method: string, url: string, body?: unknown): Promise<T> {
  const env = await api.call<T>(method, url, body);
  if (env.code !== 200) throw new Error(`${method} ${url}: ${env.code} ${env.message}`);
  return env.data;
}

/** An LDX1-encrypted multipart upload, as the browser sends it. */
async function uploadEncrypted<T>(url: string, fileName: string, bytes: Uint8Array): Promise<T> {
  const key = await importFileKey(await data<TFileKey>('GET', `${SAAS_BASE}/auth/file-key`));
  const encrypted = new Uint8Array(await encryptLdx1(new Uint8Array(bytes).buffer, key));
  const form = new FormData();
  form.append('file_name', fileName);
  form.append('file', new Blob([encrypted]), 'upload.ldx1');
  const response = await fetch(`${app.url}${url}`, { method: 'POST', headers: { token: api.token, Domain: new URL(app.url).host }, body: form });
  const env = (await response.json()) as { code: number; data: T; message: string };
  if (env.code !== 200) throw new Error(`upload ${url}: ${env.code} ${env.message}`);
  return env.data;
}

beforeAll(async () => {
  stub = await startChatStub((request) => {
    if (/翻译|translat/i.test(request.system)) return { content: stubTranslate(request.user, 'honour') };
    if (/findings/.test(request.system + request.user)) return { content: '{"findings":[]}' };
    return { content: '这是测试回答。' };
  });
  app = await startApp({
    AI_BASE_URL: stub.url,
    AI_MODEL: 'stub-model',
    AI_MAX_RETRIES: '0',
    ADMIN_PHONE,
    ADMIN_PASSWORD: `Pw-${randomBytes(6).toString('hex')}`,
    QUOTA_NEW_USER: JSON.stringify({ contract_review: 20, research: 20, fuxi_search: 20, document: 20, trace: 20, draft: 20, translation: 20, chat: 20 }),
  });
  // A lawyer (new users get QUOTA_NEW_USER) for the modules, the firm's admin for its members.
  admin = new LawdeskApi(app.url, await login(ADMIN_PHONE));
  api = new LawdeskApi(app.url, await login(LAWYER_PHONE));

  // Contract review: the file name and the task name, and a reviewer with markup (comment author in Word).
  const docx = await buildContractDocx();
  const create = async (name: string) => {
    const upload = await uploadEncrypted<{ md5_file: string; timestamp: string; file_name: string; file_count: number }>(`${CONTRACT_BASE}/upload`, `${name}.docx`, docx);
    const created = await api.call<{ task_id: string }>(
      'POST',
      `${CONTRACT_BASE}/create`,
      { review_stance: 'buyer', contract_name: name, review_people: NAMES.reviewer, timestamp: upload.timestamp, file_md5: upload.md5_file, word_count: upload.file_count, contract_type_id: 'sale', file_type_name: '买卖合同', review_status: 1, custom_require: '' },
      { 'Idempotency-Key': `M${Date.now()}${randomBytes(3).toString('hex')}` },
    );
    if (created.code !== 200) throw new Error(`create: ${created.code} ${created.message}`);
    return created.data.task_id;
  };
  ids.contract = await create(NAMES.contract);
  ids.contractJunk = await create(NAMES.contractJunk);

  // Research and chat: a question, then the lawyer's own title.
  ids.research = (await data<{ research_id: string }>('POST', `${RESEARCH_BASE}/legal/create`, { question: '买卖合同的违约金过高，法院会调整吗？' })).research_id;
  await data('PUT', `${RESEARCH_BASE}/legal/detail`, { research_id: ids.research, title: NAMES.research });
  ids.chat = (await data<{ chat_id: string }>('POST', `${CHAT_BASE}/chat`, { content: '定金和订金有什么区别？' })).chat_id;
  await data('POST', `${CHAT_BASE}/updateChatTitle`, { chat_id: ids.chat, title: NAMES.chat });

  // File Q&A and drafting: the stored sample tasks, renamed. Due diligence: a new task on the sample's files.
  ids.qa = (await data<{ task_id: string }>('GET', `${DOCUMENT_BASE}/tasks/sample`)).task_id;
  await data('PUT', `${DOCUMENT_BASE}/tasks`, { task_id: ids.qa, title: NAMES.qa });
  ids.draft = (await data<{ task_id: string }>('GET', `${DRAFT_BASE}/tasks/sample`)).task_id;
  await data('PUT', `${DRAFT_BASE}/tasks`, { task_id: ids.draft, title: NAMES.draft });
  const sampleTrace = (await data<{ task_id: string }>('GET', `${TRACE_BASE}/tasks/sample`)).task_id;
  const traceRows = (await data<{ rows: { file_id: string }[] }>('GET', `${TRACE_BASE}/tasks/detail?task_id=${sampleTrace}`)).rows;
  ids.trace = (await data<{ task_id: string }>('POST', `${TRACE_BASE}/tasks`, { name: NAMES.trace, file_ids: traceRows.map((r) => r.file_id).slice(0, 1), questions: ['合同金额是多少？'] })).task_id;

  // Translation: a .txt with a hostile file name, a task with a hostile name, and a term list.
  const txt = await uploadEncrypted<{ file_id: string }>(`${TRANSLATION_BASE}/upload`, `${NAMES.translationFile}.txt`, new TextEncoder().encode('第一条 买方应于2024年3月1日前支付人民币叁拾万元整。\n'));
  ids.translation = (await data<{ task_id: string }>('POST', `${TRANSLATION_BASE}/task`, { file_id: txt.file_id, source_lang: 'zh', target_lang: 'en', task_name: NAMES.translation })).task_id;
  ids.termList = (await data<{ term_list_id: string }>('POST', `${TRANSLATION_BASE}/terminology`, { name: NAMES.termList, scope: 'personal' })).term_list_id;

  // Members of the firm, added by its admin.
  for (const [phone, name] of [['13900139116', NAMES.member], ['13900139117', NAMES.memberJunk]] as const) {
    const added = await admin.call('POST', `${SAAS_BASE}/manage/users`, { phone, name });
    if (added.code !== 200) throw new Error(`manage/users: ${added.code} ${added.message}`);
  }

  await api.waitSettled([ids.contract, ids.contractJunk]);
  browser = await launchBrowser();
  context = await loggedIn(api.token);
  adminContext = await loggedIn(admin.token);
}, 180_000);

afterAll(async () => {
  await context?.close();
  await adminContext?.close();
  await browser?.close();
  await app?.stop();
  await stub?.close();
});

/** A browser context whose pages start logged in with `token` (as after the login dialog). */
async function loggedIn(token: string): Promise<BrowserContext> {
  const c = await newDesktopContext(browser);
  await c.addInitScript((t: string) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', t);
  }, token);
  return c;
}

/** What an injected name would leave in the page: elements it describes and dialogs it opens. */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.querySelector('img[src="x"], img[onerror]')) found.push('<img src=x>');
    for (const s of Array.from(document.querySelectorAll('script'))) if ((s.textContent ?? '').includes('alert(')) found.push('<script>alert');
    for (const b of Array.from(document.querySelectorAll('b'))) if ((b.textContent ?? '').includes('律师')) found.push('<b>律师');
    return found;
  });
}

/**
 * Opens `path`, waits until every name in `names` is shown as text (textContent, so a name cut off by CSS ellipsis
 * still counts), and asserts nothing was injected and no dialog opened.
 */
async function expectNamesAsText(path: string, names: string[], shot?: string, inContext: BrowserContext = context): Promise<void> {
  const page = await inContext.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    await page.goto(`${app.url}${path}`, { waitUntil: 'domcontentloaded' });
    for (const name of names) {
      await page
        .waitForFunction((n) => document.body.textContent?.includes(n) ?? false, name, { timeout: 30_000 })
        .catch(async () => {
          const text = await page.evaluate(() => document.body.innerText.slice(0, 1500));
          throw new Error(`${path}: name not shown as text: ${JSON.stringify(name)}\npage text: ${text}`);
        });
    }
    if (shot) await page.screenshot({ path: `${shot}`, fullPage: false });
    expect(await injected(page), path).toEqual([]);
    expect(dialogs, path).toEqual([]);
  } finally {
    await page.close();
  }
}

const shots = process.env.HOSTILE_SHOTS_DIR;
const shot = (name: string) => (shots ? `${shots}/${name}.png` : undefined);

describe('hostile names are shown as text on every page', () => {
  it('contract review: the task list and the review page (file name, task name, reviewer)', async () => {
    await expectNamesAsText('/contract', [NAMES.contract, NAMES.contractJunk], shot('contract-list'));
    await expectNamesAsText(`/reviewDetail?task_id=${ids.contract}`, [NAMES.contract], shot('contract-detail'));
  });

  it('research, chat and file Q&A: lists and detail pages', async () => {
    await expectNamesAsText(`/research/${ids.research}`, [NAMES.research], shot('research'));
    await expectNamesAsText('/history', [NAMES.chat], shot('chat-list'));
    await expectNamesAsText(`/chatDetail?chat_id=${ids.chat}`, [NAMES.chat]);
    await expectNamesAsText('/fileHistory', [NAMES.qa], shot('qa-list'));
    await expectNamesAsText(`/fileChatDetail?task_id=${ids.qa}`, [NAMES.qa]);
  });

  it('due diligence and drafting: lists and detail pages', async () => {
    await expectNamesAsText('/traceability', [NAMES.trace], shot('trace-list'));
    await expectNamesAsText(`/traceabilityDetail?task_id=${ids.trace}`, [NAMES.trace]);
    await expectNamesAsText('/draftHistory', [NAMES.draft], shot('draft-list'));
    await expectNamesAsText(`/draftDetail?task_id=${ids.draft}`, [NAMES.draft]);
  });

  it('translation and term lists: lists and detail pages (task name, file name, list name)', async () => {
    await expectNamesAsText('/translateList', [NAMES.translation], shot('translate-list'));
    await expectNamesAsText(`/translate?task_id=${ids.translation}`, [NAMES.translation]);
    await expectNamesAsText('/termList', [NAMES.termList], shot('term-list'));
    await expectNamesAsText(`/termListDetail?term_list_id=${ids.termList}`, [NAMES.termList]);
  });

  it('members and all history: the admin page and every module in one list', async () => {
    await expectNamesAsText('/memberManagement', [NAMES.member, NAMES.memberJunk], shot('members'), adminContext);
    await expectNamesAsText('/allHistory', [NAMES.contract, NAMES.research, NAMES.chat, NAMES.draft, NAMES.translation], shot('all-history'));
  });
});
