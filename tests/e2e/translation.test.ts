/**
 * Legal translation in chromium against the real app (issue 11), with a chat-completions stub as the model (it
 * honours the glossary placeholders except the one for "force majeure", so a miss shows): create a term list, add a
 * term, import more from .xlsx; upload a .docx, pick the list, see the price, confirm; the progress bar while it
 * runs; /translate side by side with term hits (green) and the miss (red); edit the segment, the miss turns into a
 * hit; download the .docx. Then an app without a model: /translateList says a model is needed (AI_BASE_URL) and the
 * term tools still work.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { stubTranslate } from '../../server/services/translation/testing/stub-translator';
import { buildContractDocx } from '../helpers/contract-docx';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { AppShell } from './pages/app-shell';

const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-translation-${name}.png`);
const work = path.join(os.tmpdir(), `lawdesk-e2e-translation-${process.pid}`);

let stub: ChatStub;
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  mkdirSync(work, { recursive: true });
  stub = await startChatStub((request) => {
    // Honours every term placeholder except force majeure's: the model's own habit shows as a miss.
    let user = request.user;
    for (const m of request.system.matchAll(/^(⟦T\d+⟧) = force majeure$/gm)) user = user.split(m[1]!).join('act of God');
    // Slow enough for the progress bar to be seen.
    return { content: stubTranslate(user, 'honour'), holdMs: 700 };
  });
  app = await startApp({ AI_BASE_URL: stub.url, AI_MODEL: 'stub-model', AI_MAX_RETRIES: '0' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await stub?.close();
});

async function termsXlsx(file: string, rows: [string, string, string][]): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('术语');
  sheet.addRow(['原文', '译文', '备注']);
  for (const r of rows) sheet.addRow(r);
  writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
}

async function makeTermList(page: Page, shell: AppShell, name: string): Promise<void> {
  await shell.open('/termList');
  await page.getByPlaceholder('新术语表名称').fill(name);
  await page.getByRole('button', { name: '新建', exact: true }).click();
  await page.getByRole('link', { name }).click();
  await page.waitForURL(/\/termListDetail\?term_list_id=/);
  await page.getByPlaceholder('原文，如：不可抗力').fill('不可抗力');
  await page.getByPlaceholder('译文，如：force majeure').fill('force majeure');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await page.getByRole('cell', { name: 'force majeure', exact: true }).waitFor();
}

describe('translation in the browser', () => {
  it('term list -> upload -> progress -> side by side with hits and misses -> edit -> download', async () => {
    const page = await (await newDesktopContext(browser, { acceptDownloads: true })).newPage();
    const shell = new AppShell(page, app);
    await shell.open('/termList');
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13900139211');

    await makeTermList(page, shell, '合同术语');
    const xlsx = path.join(work, 'terms.xlsx');
    await termsXlsx(xlsx, [
      ['甲方', 'Party A', ''],
      ['乙方', 'Party B', '合同相对方'],
      ['不可抗力', 'act of God', '与已有术语重复'],
    ]);
    await page.locator('input[type="file"][accept=".xlsx"]').setInputFiles(xlsx);
    await page.getByTestId('import-report').getByText('已导入 2 条，跳过重复 1 条（第 4 行）').waitFor();
    await page.getByRole('cell', { name: 'Party B', exact: true }).waitFor();
    await page.screenshot({ path: shot('1-terms'), fullPage: true });

    const docx = path.join(work, '合作协议.docx');
    writeFileSync(
      docx,
      await buildContractDocx([
        '第一条 因不可抗力不能履行合同的，甲方不承担责任。',
        '第二条 甲方应于2024年3月1日前向乙方支付人民币叁拾万元整。',
        '第三条 乙方收到款项后出具收据。',
        '第四条 本协议自双方签字之日起生效。',
      ]),
    );
    await shell.open('/translateList');
    await expect.poll(() => page.getByTestId('model-required').count()).toBe(0);
    await page.locator('input[type="file"][accept=".doc,.docx,.txt"]').setInputFiles(docx);
    const settings = page.getByTestId('translation-settings');
    await settings.waitFor({ timeout: 30_000 }).catch(async (err: Error) => {
      await page.screenshot({ path: shot('2-upload-failed'), fullPage: true });
      throw err;
    });
    await settings.getByText(/合同术语（\d+ 条）/).click();
    await page.getByTestId('translation-price').getByText(/预计费用：.*字 ×/).waitFor();
    await page.screenshot({ path: shot('2-upload'), fullPage: true });
    await page.getByRole('button', { name: '确认翻译' }).click();

    await page.waitForURL(/\/translate\?task_id=/, { timeout: 30_000 });
    await page.getByTestId('translation-progress').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: shot('3-progress'), fullPage: true });
    const summary = page.getByTestId('translation-summary');
    await expect.poll(() => page.getByRole('button', { name: '下载译文' }).isEnabled(), { timeout: 60_000 }).toBe(true);

    // Side by side: the first clause has 不可抗力 (missed by the model) and 甲方 (kept).
    const first = page.locator('[data-segment]').filter({ hasText: '第一条 因不可抗力' });
    await first.getByText('Article 1', { exact: false }).waitFor();
    await expect.poll(() => first.locator('[data-testid="term-hit"][data-found="false"]').allInnerTexts()).toEqual([expect.stringContaining('不可抗力 → force majeure ✗')]);
    await expect.poll(() => first.locator('[data-testid="term-hit"][data-found="true"]').allInnerTexts()).toEqual([expect.stringContaining('甲方 → Party A ✓')]);
    await summary.getByText(/术语命中\s*4\s*\/\s*5/).waitFor();
    // The words themselves are marked side by side: the missed term red in the source, the kept one green on both sides.
    const marks = (found: boolean) => first.locator(`[data-testid="term-mark"][data-found="${found}"]`).allInnerTexts();
    expect(await marks(false)).toEqual(['不可抗力']);
    expect(await marks(true)).toEqual(['甲方', 'Party A']);
    await page.screenshot({ path: shot('4-detail'), fullPage: true });

    await first.getByRole('button', { name: '修改译文' }).click();
    await first.getByLabel('修改译文').fill('Article 1 Where the contract cannot be performed due to force majeure, Party A is not liable.');
    await first.getByRole('button', { name: '保存' }).click();
    await first.getByText('已人工修改').waitFor();
    await expect.poll(() => first.locator('[data-testid="term-hit"][data-found="false"]').count()).toBe(0);
    expect(await marks(true)).toEqual(['不可抗力', '甲方', 'force majeure', 'Party A']);
    await summary.getByText(/术语命中\s*5\s*\/\s*5/).waitFor();
    await page.screenshot({ path: shot('5-edited'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载译文' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.docx$/);
    const saved = path.join(work, 'translated.docx');
    await file.saveAs(saved);
    const xml = await (await JSZip.loadAsync(readFileSync(saved))).file('word/document.xml')!.async('string');
    expect(xml).toContain('due to force majeure, Party A is not liable.');
    expect(xml).toContain('RMB 300,000');
  });

  it('without a model the page says so, and the term tools still work', async () => {
    const bare = await startApp();
    try {
      const page = await (await newDesktopContext(browser)).newPage();
      const shell = new AppShell(page, bare);
      await shell.open('/translateList');
      await shell.loginDialog.waitFor();
      await shell.loginWithSmsCode('13900139212');
      const note = page.getByTestId('model-required');
      await note.waitFor();
      expect(await note.innerText()).toContain('AI_BASE_URL');
      await page.screenshot({ path: shot('6-no-model'), fullPage: true });
      await makeTermList(page, shell, '无模型术语');
      await page.screenshot({ path: shot('7-no-model-terms'), fullPage: true });
    } finally {
      await bare.stop();
    }
  });
});
