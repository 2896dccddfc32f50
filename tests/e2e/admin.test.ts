/**
 * Enterprise admin in chromium against the app started as a user starts it (issue 12 item 2): a plain lawyer gets
 * 没有权限 on the admin pages even while the firm has no roles; the admin creates a
 * role with the permission grid (an empty one is refused in the server's words), assigns it to a lawyer, cannot take
 * away their own admin right; the lawyer's sidebar hides what the role does not open and the page says 没有权限; the
 * login page settings (logo, top text, methods) show on a visitor's login dialog; enterprise info is saved and shows
 * in the audit log; the data dashboard counts the lawyer's review and draws its charts. Screenshots go to tmp/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { LawdeskApi } from './helpers/lawdesk-api';

const ADMIN = { phone: '13900000162', password: 'admin-e2e-pass-162' };
const LAWYER = '13900139162';
const CONTRACT = path.resolve(repoRoot, '../shared/data/contracts-cn/zhirong-lawassist/买卖框架合同.docx');
// A real 1x1 PNG, as an admin would upload.
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-admin-${name}.png`);

let app: RunningApp;
let browser: Browser;
let admin: Page;
let lawyer: Page;

async function loginWithPassword(page: Page, account: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByPlaceholder('手机号或账号').fill(account);
  await dialog.getByPlaceholder('请输入密码').fill(password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function loginWithSmsCode(page: Page, phone: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByPlaceholder('请输入手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByRole('button', { name: /后重新获取/ }).waitFor();
  await dialog.getByPlaceholder('6位验证码').fill(app.readSmsCode(phone));
  await dialog.getByRole('button', { name: '登录 / 注册' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The control of a Chakra checkbox (the visible box a person clicks). */
const box = (scope: Locator) => scope.locator('[data-part="control"]').first();
const stateOf = (scope: Locator) => scope.locator('[data-part="root"]').first().getAttribute('data-state');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  app = await startApp({ ADMIN_PHONE: ADMIN.phone, ADMIN_PASSWORD: ADMIN.password, QUOTA_NEW_USER: JSON.stringify({ contract_review: 5, research: 5 }) });
  browser = await launchBrowser();
  admin = await (await newDesktopContext(browser)).newPage();
  lawyer = await (await newDesktopContext(browser)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('enterprise admin in the browser', () => {
  it('roles: a role from the grid, assigned to a lawyer whose menu and pages follow it; own admin right kept', async () => {
    // The lawyer signs up first (a member of the firm's tenant), and sees every module while no role exists.
    await lawyer.goto(`${app.url}/contract`, { waitUntil: 'domcontentloaded' });
    await loginWithSmsCode(lawyer, LAWYER);
    await lawyer.locator('[data-menu-key="research"]').waitFor();
    // A firm without roles restricts no module, but its admin pages stay closed to a plain lawyer: 没有权限, not an
    // empty member list behind a 403 toast.
    for (const page of ['memberManagement', 'dataDashboard']) {
      await lawyer.goto(`${app.url}/${page}`, { waitUntil: 'domcontentloaded' });
      await lawyer.getByTestId('no-access').getByText('只对本企业的管理员开放', { exact: false }).waitFor();
      // The page itself is not behind it: no member list, no admin buttons, no dashboard figures.
      expect(await lawyer.getByRole('button', { name: '新增成员' }).count()).toBe(0);
      expect(await lawyer.getByTestId('data-dashboard').count()).toBe(0);
    }
    await lawyer.screenshot({ path: shot('0-lawyer-no-access') });

    await admin.goto(`${app.url}/roleConfig`, { waitUntil: 'domcontentloaded' });
    await loginWithPassword(admin, ADMIN.phone, ADMIN.password);
    await admin.waitForURL(/\/roleConfig/);
    await admin.getByRole('heading', { level: 1, name: '角色管理' }).waitFor();

    await admin.getByRole('button', { name: '新建角色' }).click();
    const editor = admin.getByTestId('role-editor');
    await editor.locator('input[name="role-name"]').fill('仅合同审查');
    await editor.getByRole('button', { name: '保存' }).click();
    // Nothing ticked: the server refuses it (30404) and the dialog says so.
    await editor.getByTestId('role-error').getByText('该角色没有任何权限，请至少勾选一项').waitFor();
    await box(editor.locator('tr[data-resource="contract"] td').last()).click();
    await box(editor.locator('tr[data-resource="fxSearch"] td').nth(1)).click();
    await admin.screenshot({ path: shot('1-role-editor') });
    await editor.getByRole('button', { name: '保存' }).click();
    await editor.waitFor({ state: 'detached' });
    const row = admin.getByTestId('role-row').filter({ hasText: '仅合同审查' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/合同审查：全部操作[\s\S]*法律检索：查看/);

    // Assign it to the lawyer.
    await row.getByRole('button', { name: '分配成员' }).click();
    const assign = admin.getByTestId('assign-dialog');
    const lawyerRow = assign.locator(`[data-testid="assign-row"][data-phone="${LAWYER}"]`);
    await box(lawyerRow).click();
    await expect.poll(() => stateOf(lawyerRow)).toBe('checked');
    await assign.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => row.locator('td').nth(2).innerText()).toBe('1');

    // The admin cannot take away their own admin right: the server's message, and the box stays ticked.
    await admin.getByTestId('role-row-admin').getByRole('button', { name: '分配成员' }).click();
    const adminRow = assign.locator(`[data-testid="assign-row"][data-phone="${ADMIN.phone}"]`);
    await expect.poll(() => stateOf(adminRow)).toBe('checked');
    await box(adminRow).click();
    await assign.getByTestId('assign-error').getByText('不能取消自己的管理员权限，也不能停用或删除自己').waitFor();
    await expect.poll(() => stateOf(adminRow)).toBe('checked');
    await admin.screenshot({ path: shot('2-own-admin-refused') });
    await assign.getByRole('button', { name: '完成' }).click();
    await admin.screenshot({ path: shot('3-roles'), fullPage: true });

    // The lawyer's next page: only what the role opens is in the sidebar; other modules say 没有权限.
    await lawyer.goto(`${app.url}/contract`, { waitUntil: 'domcontentloaded' });
    await lawyer.locator('[data-menu-key="contract"]').waitFor();
    await lawyer.locator('[data-menu-key="fxSearch"]').waitFor();
    for (const hidden of ['research', 'documentDraft', 'assistant', 'translateList', 'deepseek', 'allHistory']) {
      expect(await lawyer.locator(`[data-menu-key="${hidden}"]`).count(), hidden).toBe(0);
    }
    await lawyer.locator('[data-menu-key="guidHome"]').waitFor();
    await lawyer.screenshot({ path: shot('4-lawyer-menu') });
    await lawyer.goto(`${app.url}/research`, { waitUntil: 'domcontentloaded' });
    const refused = lawyer.getByTestId('no-access');
    await refused.getByRole('heading', { name: '没有权限' }).waitFor();
    expect(await refused.innerText()).toContain('您所在企业为您分配的角色不包含「法律研究」');
    await lawyer.screenshot({ path: shot('5-lawyer-no-access') });
    await lawyer.goto(`${app.url}/roleConfig`, { waitUntil: 'domcontentloaded' });
    await refused.getByText(/「角色管理」只对本企业的管理员开放/).waitFor();
    expect(await lawyer.getByRole('navigation', { name: '企业管理' }).getByRole('link', { name: '角色管理' }).count()).toBe(0);
  });

  it('login page: logo, top text and methods saved, and a visitor\'s login dialog shows them', async () => {
    await admin.goto(`${app.url}/loginConfig`, { waitUntil: 'domcontentloaded' });
    const page = admin.getByTestId('login-config');
    await page.locator('input[name="top_text"]').fill('本所律师专用入口');
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await box(page.getByTestId('method-password')).click();
    const preview = page.getByTestId('login-preview');
    await preview.getByText('本所律师专用入口').waitFor();
    await expect.poll(() => page.getByTestId('method-password').getAttribute('data-state')).toBe('unchecked');
    expect(await preview.getByText('密码登录').count()).toBe(0);
    await page.getByRole('button', { name: '保存' }).click();
    await admin.getByText('登录页配置已保存，访客下次打开登录框即可看到').waitFor();
    await admin.screenshot({ path: shot('6-login-config'), fullPage: true });

    const visitor = await (await newDesktopContext(browser)).newPage();
    await visitor.goto(`${app.url}/contract`, { waitUntil: 'domcontentloaded' });
    const dialog = visitor.getByTestId('login-dialog');
    await dialog.getByText('本所律师专用入口').waitFor();
    expect(await dialog.getByRole('tab', { name: '验证码登录' }).count()).toBe(1);
    expect(await dialog.getByRole('tab', { name: '密码登录' }).count()).toBe(0);
    const logo = dialog.getByTestId('login-logo');
    expect(await logo.getAttribute('src')).toMatch(/\/login-logo\/[0-9a-f-]{36}\?v=[0-9a-f]{12}$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await visitor.screenshot({ path: shot('7-visitor-login-dialog') });
    await visitor.context().close();

    // Password login back on (the admin logs in with it).
    await box(page.getByTestId('method-password')).click();
    await page.getByRole('button', { name: '保存' }).click();
    const methods = () =>
      admin.evaluate(async () => ((await (await fetch('/api/lawdesk/saas/api/v1/base/config/info')).json()) as { data: { login_methods: string[] } }).data.login_methods);
    await expect.poll(methods).toEqual(['code', 'password']);
  });

  it('enterprise info: seats and quotas shown, contacts saved, the change in the audit log', async () => {
    await admin.goto(`${app.url}/enterpriseInfo`, { waitUntil: 'domcontentloaded' });
    const page = admin.getByTestId('enterprise-info');
    await page.getByTestId('fact-seats').getByText('2 / 不限').waitFor();
    // The platform operator sets seats; the firm's quotas are the members' quotas added up.
    const plan = page.getByTestId('plan-editor');
    await plan.locator('input[name="seats"]').fill('20');
    await plan.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('fact-seats').getByText('2 / 20').waitFor();
    expect(await page.getByTestId('quota-table').innerText()).toMatch(/合同审查\s+\d+/);
    await page.locator('input[name="contact_name"]').fill('王主任');
    await page.locator('input[name="contact_phone"]').fill('010-88886666');
    await page.getByRole('button', { name: '保存' }).first().click();
    await admin.getByText('企业信息已保存').waitFor();
    const log = page.getByTestId('audit-log');
    await log.locator('[data-testid="audit-row"][data-action="enterprise.update"]').waitFor();
    const actions = await log.locator('[data-testid="audit-row"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    expect(actions.slice(0, 3)).toEqual(['enterprise.update', 'enterprise.plan', 'login-config.update']);
    expect(await log.innerText()).toContain('修改企业信息');
    await admin.screenshot({ path: shot('8-enterprise-info'), fullPage: true });
  });

  it('data dashboard: the lawyer\'s review counted by function, day and member, with charts', async () => {
    const token = await lawyer.evaluate(() => localStorage.getItem('token'));
    const api = new LawdeskApi(app.url, token!);
    const taskId = await api.submitReview(CONTRACT, '仪表盘买卖合同');
    // A finished review keeps its charge (a failed one is refunded and would not count).
    expect((await api.waitSettled([taskId]))[0]!.task_status).toBe('FINISH');

    await admin.goto(`${app.url}/dataDashboard`, { waitUntil: 'domcontentloaded' });
    const page = admin.getByTestId('data-dashboard');
    await expect.poll(() => page.getByTestId('sum-tasks').locator('[data-value]').getAttribute('data-value')).toBe('1');
    expect(await page.getByTestId('table-by-model').innerText()).toMatch(/合同审查\s+1\s+1/);
    expect(await page.getByTestId('table-by-member').innerText()).toContain(LAWYER);
    // Every page opened by the admin and the lawyer is a data point with their anonymous ids.
    expect(Number(await page.getByTestId('sum-visitors').locator('[data-value]').getAttribute('data-value'))).toBeGreaterThanOrEqual(2);
    // The charts (a separate chunk) are drawn.
    await page.getByTestId('chart-by-day').locator('canvas').waitFor();
    await page.getByTestId('chart-by-model').locator('canvas').waitFor();
    await page.getByTestId('chart-by-member').locator('canvas').waitFor();
    await admin.screenshot({ path: shot('9-dashboard'), fullPage: true });
  });
});
