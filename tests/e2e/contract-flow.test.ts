/**
 * Contract review as a lawyer does it, in chromium against the real app (issue 3 item 9): log in with the SMS code,
 * drag a real Word contract onto the page, watch it upload, let AI identify the type, choose a stance, start the
 * review, wait for 审查完成, search and filter the history panel, download the 批注版 (decrypted in the browser) and
 * open the detail page to accept a suggestion. Screenshots go to tmp/ for a human to look at.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { ContractPage } from './pages/contract-page';

const CONTRACT = path.resolve(repoRoot, '../shared/data/contracts-cn/zhirong-lawassist/买卖框架合同.docx');
const TASK_NAME = '买卖框架合同';
const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-contract-${name}.png`);

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

describe('contract review in the browser', () => {
  it('drop -> upload -> AI type -> review -> 审查完成 -> history -> 批注版 download -> detail decision', async () => {
    const context = await newDesktopContext(browser, { acceptDownloads: true });
    const contract = new ContractPage(await context.newPage(), app);

    // A protected page: the login dialog opens, and the lawyer lands back on 合同审查.
    await contract.open('/contract');
    await contract.shell.loginDialog.waitFor();
    await contract.shell.loginWithSmsCode('13900139001');
    await contract.page.waitForURL(/\/contract$/);
    await contract.uploadZone.waitFor();
    await contract.page.getByText('暂无审查记录').waitFor();
    await contract.page.screenshot({ path: shot('1-empty'), fullPage: true });

    // Drag: the overlay shows the hint and 释放以上传文件; drop: the file card uploads to success.
    await contract.dragFile(CONTRACT, {
      onOverlay: async () => {
        await contract.dropOverlay.getByText('释放以上传文件').waitFor();
        await contract.dropOverlay.getByText('支持doc、docx格式，文件不超过100M，字数不超过10万字').waitFor();
      },
    });
    await contract.fileCard.getByText(`${TASK_NAME}.docx`).waitFor();
    expect(await contract.page.getByTestId('file-size').innerText()).toMatch(/^\d+\.\d{2}KB$/);
    await contract.waitForUploadSuccess();

    // AI identification fills the category; the stance list follows it.
    await expect.poll(() => contract.categoryLabel(), { timeout: 30_000 }).toBe('买卖合同');
    await contract.identifyType();
    await contract.page.getByText('AI已识别合同类型，如有误请手动调整').first().waitFor();
    expect(await contract.startButton.isDisabled()).toBe(true);
    await contract.chooseStance('买方');
    await contract.setReviewer('张律师');
    await expect.poll(() => contract.startButton.isEnabled()).toBe(true);
    await contract.page.screenshot({ path: shot('2-file-card-form'), fullPage: true });

    // Start: the file card clears and the task appears among the recent tasks, then finishes (status polling).
    await contract.startReview();
    await contract.uploadZone.waitFor();
    const task = contract.recentTask(TASK_NAME);
    await task.waitFor();
    await contract.waitForTaskStatus(task, 'FINISH');
    expect(await task.getByTestId('finding-counts').innerText()).toMatch(/高风险/);

    // History panel: history=show, search, filter by status.
    await contract.openHistory();
    expect(new URL(contract.page.url()).searchParams.get('history')).toBe('show');
    await contract.searchHistory('框架');
    await contract.historyRow(TASK_NAME).waitFor();
    await contract.searchHistory('不存在的合同');
    await contract.historyPanel.getByTestId('history-empty').waitFor();
    await contract.searchHistory('');
    await contract.filterHistoryStatus('审查失败');
    await contract.historyPanel.getByText('暂无审查记录').waitFor();
    await contract.filterHistoryStatus('审查完成');
    const row = contract.historyRow(TASK_NAME);
    await row.waitFor();
    expect(await contract.historyPanel.getByTestId('history-total').innerText()).toBe('共 1 条');
    await contract.page.screenshot({ path: shot('3-history') });

    // 批注版: fetched encrypted, decrypted in the browser, saved as a Word file named after the task.
    const download = await contract.download(row, 'base');
    expect(download.suggestedFilename()).toBe(`${TASK_NAME}-批注版.docx`);
    const saved = path.join(shots, 'e2e-contract-download.docx');
    await download.saveAs(saved);
    const zip = await JSZip.loadAsync(readFileSync(saved));
    expect(zip.file('word/document.xml')).not.toBeNull();
    const comments = await zip.file('word/comments.xml')?.async('string');
    expect(comments).toContain('张律师');

    // Close the panel (history leaves the address) and open the detail page in a new tab.
    await contract.page.keyboard.press('Escape');
    await contract.historyPanel.waitFor({ state: 'detached' });
    expect(new URL(contract.page.url()).searchParams.get('history')).toBeNull();
    const detail = await contract.openDetail(task);
    await detail.waitForFindings();
    await detail.page.waitForFunction((name) => document.title === `${name} - 律台`, TASK_NAME);
    await detail.page.getByText('AI生成内容仅供参考，不构成正式法律意见。').waitFor();

    // Click a placed finding: its words are selected in the document; accept it: saved, and still accepted after reload.
    const placed = detail.findings.filter({ has: detail.page.locator('text=「') }).first();
    const id = await placed.getAttribute('data-finding-id');
    await detail.select(placed);
    await detail.selectedHighlights().first().waitFor();
    await detail.page.screenshot({ path: shot('4-detail') });
    await detail.accept(placed);
    const card = detail.page.locator(`[data-testid=finding-card][data-finding-id="${id}"]`);
    await card.locator('[data-testid=decision-state]', { hasText: '已保存' }).waitFor();
    await detail.page.reload();
    await detail.waitForFindings();
    expect(await card.getAttribute('data-decision')).toBe('accepted');
    await context.close();
  });

  it('a visitor who drops a contract on /guidContract logs in and the upload resumes', async () => {
    const context = await newDesktopContext(browser);
    const contract = new ContractPage(await context.newPage(), app);
    await contract.open('/guidContract');
    await contract.uploadZone.waitFor();
    await contract.dragFile(CONTRACT);
    await contract.shell.loginDialog.waitFor();
    await contract.shell.loginWithSmsCode('13900139002');
    await contract.fileCard.getByText(`${TASK_NAME}.docx`).waitFor();
    await contract.waitForUploadSuccess();
    await context.close();
  });

  it('refuses a dropped PDF with 请上传word文件', async () => {
    const context = await newDesktopContext(browser);
    const contract = new ContractPage(await context.newPage(), app);
    await contract.open('/guidContract');
    await contract.uploadZone.waitFor();
    await contract.shell.openLoginFromHeader();
    await contract.shell.loginWithSmsCode('13900139003');
    const pdf = path.join(shots, 'e2e-contract.pdf');
    writeFileSync(pdf, '%PDF-1.4\n%\u00e2\u00e3\n');
    await contract.dragFile(pdf);
    await contract.page.getByText('请上传word文件').waitFor();
    expect(await contract.fileCard.count()).toBe(0);
    await context.close();
  });
});
