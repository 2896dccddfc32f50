/**
 * 审查规则配置 in chromium against the app started as a user starts it (issue 5 item 5): the tenant's admin logs in
 * with the password through the login dialog, switches a built-in check off, adds a firm check, and finds both in the
 * change history after a reload; a lawyer who is not an admin sees no tab and a 没有权限 page. Screenshots go to tmp/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';

const ADMIN = { phone: '13900000088', password: 'playbook-admin-pass-1' };
const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-playbook-${name}.png`);

/** Page model of /playbook: what an admin does there, in the admin's words. */
class PlaybookPage {
  constructor(
    readonly page: Page,
    readonly app: RunningApp,
  ) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.app.url}/playbook${query}`, { waitUntil: 'domcontentloaded' });
  }

  async loginWithPassword(account: string, password: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: '密码登录' }).click();
    await dialog.getByPlaceholder('手机号或账号').fill(account);
    await dialog.getByPlaceholder('请输入密码').fill(password);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async loginWithSmsCode(phone: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByPlaceholder('请输入手机号').fill(phone);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /后重新获取/ }).waitFor();
    await dialog.getByPlaceholder('6位验证码').fill(this.app.readSmsCode(phone));
    await dialog.getByRole('button', { name: '登录 / 注册' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  get adminTabs(): Locator {
    return this.page.getByRole('navigation', { name: '企业管理' });
  }

  async chooseCategory(name: string): Promise<void> {
    await this.page.getByRole('navigation', { name: '合同类型' }).getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await this.page.getByRole('heading', { level: 2, name }).waitFor();
  }

  builtinRow(title: string): Locator {
    return this.page.getByTestId('builtin-check').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  async openTab(name: RegExp | string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  get dialog(): Locator {
    return this.page.getByTestId('custom-check-dialog');
  }

  customRow(title: string): Locator {
    return this.page.getByTestId('custom-check').filter({ hasText: title });
  }

  historyEntries(): Locator {
    return this.page.getByTestId('history-entry');
  }
}

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  app = await startApp({ ADMIN_PHONE: ADMIN.phone, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('审查规则配置 in the browser', () => {
  it('an admin switches a check off and adds a firm check; both stay after a reload and show in the history', async () => {
    const playbook = new PlaybookPage(await (await newDesktopContext(browser)).newPage(), app);
    await playbook.open();
    await playbook.loginWithPassword(ADMIN.phone, ADMIN.password);
    await playbook.page.waitForURL(/\/playbook/);
    await playbook.adminTabs.getByRole('link', { name: '审查规则配置' }).waitFor();
    await playbook.page.getByRole('heading', { level: 1, name: '审查规则配置' }).waitFor();

    // A built-in check of 买卖合同, switched off.
    await playbook.chooseCategory('买卖合同');
    const row = playbook.page.getByTestId('builtin-check').first();
    const title = (await row.locator('p').first().innerText()).trim();
    expect(await row.getAttribute('data-enabled')).toBe('true');
    await row.getByText('已启用', { exact: true }).click();
    await playbook.page.getByText(`已停用「${title}」，之后的审查不再执行该检查`).waitFor();
    await expect.poll(() => playbook.builtinRow(title).getAttribute('data-enabled')).toBe('false');
    await expect.poll(() => playbook.page.getByTestId('builtin-summary').innerText()).toContain('已停用1项');
    await playbook.page.screenshot({ path: shot('1-check-off'), fullPage: true });

    // A firm check: the form says what is missing, the corpus refuses a repealed law, then it saves.
    await playbook.openTab(/本所检查/);
    await playbook.page.getByText('还没有本所检查').waitFor();
    await playbook.page.getByRole('button', { name: '新增本所检查' }).click();
    const dialog = playbook.dialog;
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请填写检查名称').waitFor();
    await dialog.getByText('请至少填写一个要查找的关键词').waitFor();
    await dialog.getByPlaceholder('例如：独家供货条款须提示').fill('独家供货条款须提示');
    await dialog.getByRole('combobox').nth(1).selectOption('high');
    await dialog.getByPlaceholder(/^每行一个/).fill('独家供货\n排他');
    await dialog.getByPlaceholder('这条约定对客户的风险是什么').fill('独家或排他条款限制客户另行采购，影响供应链安全。');
    await dialog.getByPlaceholder('建议如何修改或补充').fill('删除独家条款，或约定期限和解除条件。');
    await dialog.getByPlaceholder(/^每行一条/).fill('合同法第一百一十四条');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(/法律依据“合同法第一百一十四条”无法核实：.*已于2021年1月1日废止/).waitFor();
    await playbook.page.screenshot({ path: shot('2-citation-refused') });
    await dialog.getByPlaceholder(/^每行一条/).fill('《民法典》第五百零九条');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    const firm = playbook.customRow('独家供货条款须提示');
    await firm.waitFor();
    expect(await firm.innerText()).toMatch(/高风险[\s\S]*依据：《民法典》第五百零九条[\s\S]*出现任一关键词[\s\S]*独家供货[\s\S]*排他/);
    await playbook.page.screenshot({ path: shot('3-firm-check'), fullPage: true });

    // After a reload (state in the URL), both are still there, and the history says who did what.
    await playbook.page.reload({ waitUntil: 'domcontentloaded' });
    await firm.waitFor();
    await playbook.openTab('内置检查');
    await expect.poll(() => playbook.builtinRow(title).getAttribute('data-enabled')).toBe('false');
    await playbook.openTab('修改记录');
    await playbook.historyEntries().first().waitFor();
    const history = await playbook.historyEntries().allInnerTexts();
    expect(history[0]).toContain('新增了本所检查「独家供货条款须提示」（买卖合同）');
    expect(history[1]).toContain(`停用了检查「${title}」`);
    for (const entry of history) expect(entry).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}[\s\S]*管理员/);
    await playbook.historyEntries().nth(1).getByRole('button', { name: '查看改动' }).click();
    const changes = await playbook.historyEntries().nth(1).getByTestId('history-changes').innerText();
    expect(changes).toMatch(/启用状态\s+启用\s+停用/);
    await playbook.page.screenshot({ path: shot('4-history'), fullPage: true });
  });

  it('a lawyer who is not an admin sees no tab and a clear 没有权限 page', async () => {
    const playbook = new PlaybookPage(await (await newDesktopContext(browser)).newPage(), app);
    await playbook.open();
    await playbook.loginWithSmsCode('13900139088');
    await playbook.page.getByTestId('playbook-no-permission').waitFor();
    await playbook.page.getByRole('heading', { name: '没有权限' }).waitFor();
    // A lawyer keeps their own balance and statement; the admin pages (issue 12) are not offered.
    await playbook.adminTabs.getByRole('link', { name: '账户余额' }).waitFor();
    expect(await playbook.adminTabs.getByRole('link', { name: '审查规则配置' }).count()).toBe(0);
    expect(await playbook.adminTabs.getByRole('link', { name: '成员管理' }).count()).toBe(0);
    expect(await playbook.page.getByTestId('builtin-checks').count()).toBe(0);
    await playbook.page.screenshot({ path: shot('5-no-permission') });
  });
});
