/**
 * Drafting and chat in chromium against the real app (issue 10): pick 民事起诉状 from /documentDraft by search, write a
 * narrative, generate — the draft shows the parties found, a 【待补充】 mark and the missing list; filling it clears
 * the mark; the Word download starts. Then /deepseek: ask a question, the builtin answer streams as markdown with
 * verified citations and the no-model note, copy says 复制成功, and a share link opens read-only without login; after
 * a reload the owner revokes it from 分享 and the visitor's next open says it was revoked.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { AppShell } from './pages/app-shell';

const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-draft-chat-${name}.png`);

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

describe('drafting and chat in the browser', () => {
  it('template -> narrative -> draft with missing fields -> fill -> download; chat -> streamed answer -> share', async () => {
    const context = await newDesktopContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    await shell.open('/documentDraft');
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13900139110');

    await page.getByLabel('搜索模板').fill('起诉状');
    await page.getByTestId('template-card').filter({ hasText: '民事起诉状' }).click();
    await page.getByLabel('案情描述').fill('2023年5月8日，出借人张明与借款人北京恒远建材有限公司签订《借款合同》，借款30万元，到期未还。恒远公司住所地北京市朝阳区建国路88号。张明拟向北京市朝阳区人民法院起诉。');
    await page.getByLabel('诉讼请求').fill('判令被告偿还借款本金300000元');
    await page.getByTestId('create-draft').click();
    await page.waitForURL(/\/draftDetail\?task_id=/, { timeout: 30_000 });
    const paper = page.getByTestId('draft-paper');
    await paper.getByText('原告：张明').waitFor();
    await paper.getByText('被告：北京恒远建材有限公司').waitFor();
    expect(await page.getByTestId('missing-mark').count()).toBeGreaterThan(0);
    await page.getByTestId('missing-fields').getByLabel('原告住所').fill('北京市朝阳区望京西园三区312号楼');
    await page.getByRole('button', { name: '填入文书' }).click();
    await paper.getByText('住所：北京市朝阳区望京西园三区312号楼').waitFor();
    await expect.poll(() => page.getByTestId('missing-mark').count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByTestId('download-draft').click();
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);
    await page.screenshot({ path: shot('1-draft'), fullPage: true });

    await shell.open('/deepseek');
    await page.getByLabel('输入问题').fill('借款到期不还，出借人可以主张什么？');
    await page.getByTestId('chat-ask').click();
    await page.waitForURL(/\/deepChatDetail\?chat_id=/, { timeout: 30_000 });
    const answer = page.getByTestId('chat-answer').first();
    await answer.getByText('当前未配置通用大模型', { exact: false }).waitFor({ timeout: 60_000 });
    // The note comes first; the quoted statutes stream after it.
    await expect.poll(() => answer.locator('blockquote').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => answer.getByTestId('citations').count()).toBe(1);
    await answer.getByTestId('chat-copy').click();
    await page.getByText('复制成功').first().waitFor();
    await page.getByTestId('share-open').click();
    await page.getByTestId('share-7').click();
    const url = (await page.getByTestId('share-url').innerText()).trim();
    await page.screenshot({ path: shot('2-chat'), fullPage: true });

    const visitor = await (await newDesktopContext(browser)).newPage();
    await visitor.goto(url, { waitUntil: 'domcontentloaded' });
    await visitor.getByTestId('shared-view').getByRole('heading', { name: '借款到期不还，出借人可以主张什么？' }).waitFor({ timeout: 30_000 });
    // The answer shows as plain text until the markdown renderer's chunk has loaded (LazyMarkdown): wait for it, as a
    // reader would, instead of counting at once (on a loaded machine the chunk takes seconds).
    await expect.poll(() => visitor.getByTestId('shared-view').locator('blockquote').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await visitor.screenshot({ path: shot('3-shared'), fullPage: true });

    // Days later (a reload): the owner still finds the link under 分享 and revokes it; the visitor's next open says
    // so at once (no copy kept from the first visit).
    await page.reload();
    await page.getByTestId('share-open').click();
    await page.getByTestId('share-link').first().waitFor();
    await page.getByTestId('share-revoke').first().click();
    await page.getByText('已取消分享').first().waitFor();
    await expect.poll(() => page.getByTestId('share-link').count()).toBe(0);
    await visitor.reload({ waitUntil: 'domcontentloaded' });
    await visitor.getByTestId('share-unavailable').getByText('分享已被分享人取消', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await visitor.getByTestId('shared-view').count()).toBe(0);
  });
});
