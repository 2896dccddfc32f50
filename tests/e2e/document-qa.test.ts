/**
 * File Q&A and due diligence in chromium against the real app (issue 9): log in, upload a file (encrypted in the
 * browser), ask a question, watch the answer stream with its sources, click a quote and see its span highlighted in
 * the file beside the chat; then the sample DD table, where clicking a cell shows its source span. Screenshots go
 * to tmp/ for a human to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { AppShell } from './pages/app-shell';

const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-document-${name}.png`);
const FILE_TEXT = [
  '采购合同',
  '第一条 买方应于收到发票后三十日内支付全部货款。',
  '第二条 卖方逾期交货的，每逾期一日，应按合同总价的千分之一向买方支付违约金。',
  '第三条 因本合同发生的争议，提交上海仲裁委员会仲裁。',
].join('\n');

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('file Q&A in the browser', () => {
  it('upload -> ask -> streamed answer with sources -> click a quote -> its span is highlighted in the file', async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    await shell.open('/assistant');
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13900139009');
    await page.getByTestId('assistant-page').waitFor();

    const file = path.join(os.tmpdir(), '采购合同.txt');
    writeFileSync(file, FILE_TEXT);
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('upload-item').getByText(/已就绪/).waitFor({ timeout: 30_000 });
    await page.getByTestId('question-input').fill('卖方逾期交货要承担什么违约责任？');
    await page.screenshot({ path: shot('1-ready'), fullPage: true });
    await page.getByTestId('ask-button').click();

    await page.getByTestId('qa-detail').waitFor();
    const chip = page.getByTestId('quote-chip').first();
    await chip.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('answer').first().innerText()).toContain('千分之一');
    await chip.click();
    const mark = page.getByTestId('quote-highlight');
    await mark.waitFor();
    expect(await mark.innerText()).toContain('卖方逾期交货的，每逾期一日，应按合同总价的千分之一向买方支付违约金。');
    await page.screenshot({ path: shot('2-quote'), fullPage: true });
    await context.close();
  }, 90_000);

  it('the sample DD table opens from ?sample=1 and a cell click shows its source span', async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    await shell.open('/traceabilityDetail?sample=1');
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13900139010');
    await page.getByTestId('trace-detail').waitFor({ timeout: 30_000 });
    await page.getByTestId('trace-cell').first().click();
    await page.getByTestId('quote-highlight').waitFor();
    await page.screenshot({ path: shot('3-trace'), fullPage: true });
    await context.close();
  }, 90_000);
});
