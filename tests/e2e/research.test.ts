/**
 * Legal research in chromium against the real app (issue 8 item 3): the spec §5 input (placeholder, counter turning
 * to warning style past 2000 characters, Shift+Enter does not send, Enter does), the builtin answer streaming with
 * 相关法条 and citation markers that open /lawDetail at the article, each citation with its status, and the history.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { AppShell } from './pages/app-shell';

const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-research-${name}.png`);

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

describe('legal research in the browser', () => {
  it('input rules -> Enter sends -> streamed answer with verified citations linking to the article', async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    await shell.open('/research');
    // A visitor opening /research is asked to log in first (spec §4).
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13900139018');
    const input = page.getByPlaceholder('请输入法律问题、案情事实、争议焦点');
    await input.waitFor();

    // Over 2000 characters: the counter turns to warning style and sending shows the spec message.
    await input.fill('合'.repeat(2001));
    await expect.poll(() => page.getByTestId('research-counter').getAttribute('data-over')).toBe('true');
    await input.press('Enter');
    await page.getByText('超出最大字数限制， 建议您精简提问后使用').first().waitFor();

    // Shift+Enter breaks the line and sends nothing.
    await input.fill('公司违法解除劳动合同');
    await input.press('Shift+Enter');
    await expect.poll(() => input.inputValue()).toBe('公司违法解除劳动合同\n');
    expect(page.url()).toContain('/research');
    await input.pressSequentially('，员工可以要求多少赔偿金？');
    await input.press('Enter');

    await page.waitForURL(/\/research\/[0-9a-f-]{36}/, { timeout: 30_000 });
    const answer = page.getByTestId('research-answer').first();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 60_000 }).toBe('done');
    const text = await answer.innerText();
    expect(text).toContain('相关法条');
    expect(text).toContain('分析要点');
    expect(text).toContain('当前未配置大模型');
    await expect.poll(() => page.getByTestId('research-citation').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="research-citation"][data-status="verified"]').count()).toBeGreaterThan(0);
    const marker = answer.locator('a[data-cite]').first();
    expect(await marker.getAttribute('href')).toMatch(/\/lawDetail\?law_id=.+&article=/);
    await page.getByTestId('research-history-item').first().waitFor();
    await page.screenshot({ path: shot('1-answer'), fullPage: true });
  });
});
