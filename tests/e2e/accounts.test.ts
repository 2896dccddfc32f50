/**
 * The per-user account side in chromium against the app started as a user starts it (issue 12): /vip packages and
 * an order that stays 待确认收款 until the operator confirms it on /orderManagement, then membership and quotas
 * arrive; an exchange code issued on /orderManagement and redeemed once; the VIP dialog when research has no uses left (NOT_QUOTA) and from the
 * account menu (INITIATIVE); /tradingStatement with its filters; /modifyPassword ending the other sessions;
 * /enterpriseSearch by credit code.
 * New users start with research 0 (QUOTA_NEW_USER) so that the no-quota path is real. Screenshots go to tmp/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { API_BASE, SAAS_BASE } from '@common/api/paths';
import type { TCompanySearch, TOrder } from '@common/api/accounts';
import type { TEnvelope } from '@common/api/envelope';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { LawdeskApi } from './helpers/lawdesk-api';
import { AppShell } from './pages/app-shell';

const ADMIN = { phone: '13900000012', password: 'accounts-admin-pass-1' };
const QUOTAS = { contract_review: 20, research: 0, fuxi_search: 100, translation: 10, draft: 10, document: 10, trace: 5, chat: 50 };
const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-accounts-${name}.png`);

let app: RunningApp;
let browser: Browser;
let admin: LawdeskApi;

/** Logs in over HTTP as a second device would: a login has no token yet, so it echoes the XSRF cookie (api.md CSRF). */
async function passwordLoginCall(account: string, password: string): Promise<TEnvelope<{ satoken: string }>> {
  const version = await fetch(`${app.url}${SAAS_BASE}/base/version`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(version.headers.getSetCookie().join('; '))?.[1] ?? '';
  const response = await fetch(`${app.url}${SAAS_BASE}/auth/password/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Domain: new URL(app.url).host, Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    body: JSON.stringify({ account, password }),
  });
  return (await response.json()) as TEnvelope<{ satoken: string }>;
}

async function passwordLogin(account: string, password: string): Promise<LawdeskApi> {
  const env = await passwordLoginCall(account, password);
  if (env.code !== 200) throw new Error(`password login: ${env.code} ${env.message}`);
  return new LawdeskApi(app.url, env.data.satoken);
}

/** The operator (the platform admin) in a fresh browser on an admin page, logged in with the password. */
async function operatorAt(route: string): Promise<Page> {
  const page = await (await newDesktopContext(browser)).newPage();
  await page.goto(`${app.url}${route}`, { waitUntil: 'domcontentloaded' });
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByPlaceholder('手机号或账号').fill(ADMIN.phone);
  await dialog.getByPlaceholder('请输入密码').fill(ADMIN.password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: '订单与兑换码' }).waitFor();
  return page;
}

/**
 * A lawyer's fresh browser on `route`, logged in through the dialog the route opens (a public route such as
 * /modifyPassword shows a 登录 button on the page instead).
 */
async function loggedInAt(route: string, phone: string, { isPublic = false } = {}): Promise<{ page: Page; shell: AppShell }> {
  const page = await (await newDesktopContext(browser)).newPage();
  const shell = new AppShell(page, app);
  await shell.open(route);
  if (isPublic) await page.getByRole('main').getByRole('button', { name: '登录', exact: true }).click();
  await shell.loginDialog.waitFor();
  await shell.loginWithSmsCode(phone);
  return { page, shell };
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  app = await startApp({ ADMIN_PHONE: ADMIN.phone, ADMIN_PASSWORD: ADMIN.password, QUOTA_NEW_USER: JSON.stringify(QUOTAS) });
  browser = await launchBrowser();
  admin = await passwordLogin(ADMIN.phone, ADMIN.password);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('会员中心 /vip', () => {
  it('orders a package: 待确认收款 until the operator confirms the payment, then a member with the package quotas', async () => {
    const phone = '13900139121';
    const { page } = await loggedInAt('/vip', phone);
    await page.getByRole('heading', { level: 1, name: '会员中心' }).waitFor();
    // A new user is on the sign-up trial (注册送1天会员).
    await expect.poll(() => page.getByTestId('vip-status-badge').innerText()).toBe('体验会员');
    await expect.poll(() => page.getByTestId('vip-package').count()).toBe(3);
    expect(await page.getByTestId('vip-package').allInnerTexts()).toEqual([
      expect.stringMatching(/月度会员[\s\S]*¥199\.00[\s\S]*31 天[\s\S]*合同审查 30 次/),
      expect.stringMatching(/季度会员[\s\S]*¥499\.00[\s\S]*92 天/),
      expect.stringMatching(/年度会员[\s\S]*¥1699\.00[\s\S]*366 天/),
    ]);
    // Honest about the manual provider: nothing is paid on this page.
    expect(await page.getByTestId('vip-manual-notice').innerText()).toContain('运营人员确认收款后');
    expect(await page.getByTestId('vip-orders-card').innerText()).toContain('暂无订单');
    // Research starts at 0 here (QUOTA_NEW_USER): shown as none left, not left out.
    expect(await page.getByTestId('vip-status').innerText()).toContain('法律研究 剩余 0 次');

    await page.locator('[data-package="month"]').getByRole('button', { name: '提交订单' }).click();
    const row = page.getByTestId('vip-order').first();
    await row.waitFor();
    expect(await row.getAttribute('data-state')).toBe('NOT_PAY');
    expect(await row.innerText()).toMatch(/月度会员[\s\S]*¥199\.00[\s\S]*待确认收款/);
    await page.screenshot({ path: shot('1-order-pending'), fullPage: true });

    // The operator finds the order in the admin area (订单与兑换码) and confirms the money arrived.
    const operator = await operatorAt('/orderManagement');
    const pending = operator.locator(`[data-testid="order-row"][data-phone="${phone}"]`);
    await pending.waitFor();
    expect(await pending.innerText()).toMatch(/月度会员[\s\S]*¥199\.00[\s\S]*待确认收款/);
    await pending.getByRole('button', { name: '确认收款' }).click();
    const confirmDialog = operator.getByTestId('order-confirm-dialog');
    expect(await confirmDialog.innerText()).toContain(`${phone} 的「月度会员」，金额 ¥199.00`);
    await operator.screenshot({ path: shot('1b-operator-confirm') });
    await confirmDialog.getByRole('button', { name: '确认收款' }).click();
    await confirmDialog.waitFor({ state: 'detached' });
    // The list shows waiting orders: the confirmed one leaves it, and 全部订单 shows it as 已开通.
    await operator.getByText('没有待确认收款的订单').waitFor();
    await operator.getByLabel('订单状态').selectOption({ label: '全部订单' });
    await expect.poll(() => operator.locator(`[data-testid="order-row"][data-phone="${phone}"]`).getAttribute('data-state')).toBe('PAY_SUCCESS');
    const orders = await admin.call<{ items: TOrder[] }>('GET', `${SAAS_BASE}/manage/orders`);
    const order = orders.data.items.find((o) => o.user_phone === phone)!;
    expect(order.state).toBe('PAY_SUCCESS');
    // Confirming twice is refused: the package is granted exactly once.
    expect((await admin.call('POST', `${SAAS_BASE}/manage/orders/${order.order_id}/confirm`)).code).toBe(30409);

    // No reload: the page asks again every 10 s while an order waits, and says when the payment is confirmed.
    await expect.poll(() => page.getByTestId('vip-order').first().getAttribute('data-state'), { timeout: 20_000 }).toBe('PAY_SUCCESS');
    await page.getByText('收款已确认，会员与次数已到账').waitFor();
    expect(await page.getByTestId('vip-order').first().innerText()).toContain('已开通');
    await expect.poll(() => page.getByTestId('vip-status-badge').innerText()).toBe('会员');
    const status = await page.getByTestId('vip-status').innerText();
    expect(status).toMatch(/有效期至 \d{4}-\d{2}-\d{2}/);
    // 20 free + 30 from the month package; research 0 + 50.
    expect(status).toContain('合同审查 剩余 50 次');
    expect(status).toContain('法律研究 剩余 50 次');
    await page.screenshot({ path: shot('2-order-paid'), fullPage: true });
  });

  it('redeems an exchange code exactly once, and says so plainly for a used or unknown code', async () => {
    // The platform admin issues a batch of two in the admin area; a code worth nothing is not offered.
    const operator = await operatorAt('/orderManagement');
    const card = operator.getByTestId('issue-codes');
    await card.getByLabel('数量').fill('2');
    await card.getByRole('button', { name: '生成兑换码' }).waitFor();
    expect(await card.getByRole('button', { name: '生成兑换码' }).isDisabled()).toBe(true);
    expect(await card.getByTestId('issue-codes-problem').innerText()).toBe('兑换码至少包含一项次数或会员天数');
    await card.getByLabel('AI对话（次）').fill('7');
    await card.getByRole('button', { name: '生成兑换码' }).click();
    const codesBox = card.getByLabel('本批兑换码');
    await codesBox.waitFor();
    const codes = (await codesBox.inputValue()).split('\n');
    expect(codes).toHaveLength(2);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    await operator.screenshot({ path: shot('3a-codes-issued'), fullPage: true });
    const code = codes[0]!;
    const { page } = await loggedInAt('/vip', '13900139122');
    const redeem = page.getByTestId('vip-redeem');
    await redeem.getByLabel('兑换码').fill(code.toLowerCase());
    await redeem.getByRole('button', { name: '兑换' }).click();
    await redeem.getByRole('status').filter({ hasText: '兑换成功：AI对话 7 次' }).waitFor();
    await expect.poll(() => page.getByTestId('vip-status').innerText()).toContain('AI对话 剩余 57 次');
    await page.screenshot({ path: shot('3-code-redeemed'), fullPage: true });

    await redeem.getByLabel('兑换码').fill(code);
    await redeem.getByRole('button', { name: '兑换' }).click();
    await redeem.getByRole('alert').filter({ hasText: '该兑换码已被使用' }).waitFor();
    await redeem.getByLabel('兑换码').fill('NOPE-0000-0000');
    await redeem.getByRole('button', { name: '兑换' }).click();
    await redeem.getByRole('alert').filter({ hasText: '兑换码无效，请核对后重试' }).waitFor();
    await page.screenshot({ path: shot('4-code-used') });

    // 交易记录: the redemption is a ledger row in the sidebar's words; filters by function and by date.
    await page.goto(`${app.url}/tradingStatement`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => page.getByTestId('membership-status').innerText()).toMatch(/^体验会员 · 体验期至 \d{4}-\d{2}-\d{2}$/);
    // Every function is listed, one never granted (research here) as 0.
    await expect.poll(() => page.getByTestId('quota-table').locator('tr[data-model="research"]').innerText()).toMatch(/法律研究\s+0\s+0\s+0/);
    const rows = page.getByTestId('transactions-table').locator('tbody tr');
    await expect.poll(() => rows.first().innerText()).toMatch(/AI对话\s+\+7\s+57\s+兑换/);
    await page.getByLabel('功能').selectOption({ label: '合同审查' });
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringMatching(/合同审查\s+\+20\s+20\s+赠送/)]);
    const tomorrow = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('开始日期').fill(tomorrow);
    await page.getByText('没有符合筛选条件的交易记录').waitFor();
    expect(await rows.count()).toBe(0);
    await page.getByRole('button', { name: '清除日期' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await page.screenshot({ path: shot('4b-statement'), fullPage: true });
  });
});

describe('会员中心 for an enterprise member (spec §6: only personal users buy membership)', () => {
  it('a partner-brand member sees that the enterprise buys membership, the 体验版 badge, and a dialog that names the admin', async () => {
    // *.localhost is the loopback in chromium; the partnera host keyword selects the seeded partner tenant.
    const host = `partnera.localhost:${new URL(app.url).port}`;
    const page = await (await newDesktopContext(browser)).newPage();
    const shell = new AppShell(page, { ...app, url: `http://${host}` });
    await shell.open('/vip');
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13900139126');
    await page.getByTestId('vip-team').waitFor();
    expect(await page.getByTestId('vip-team').innerText()).toContain('由企业统一购买');
    expect(await page.getByTestId('vip-package').count()).toBe(0);
    // spec §1: the trial badge with the expiry date on partner hosts.
    await page.getByRole('banner').getByText(/体验版 到期 \d{4}-\d{2}-\d{2}/).waitFor();
    await shell.accountMenuButton.click();
    await page.getByRole('menuitem', { name: '开通会员' }).click();
    const dialog = page.getByTestId('vip-dialog');
    await dialog.getByText('请联系企业管理员', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '知道了' }).waitFor();
    expect(await dialog.getByRole('button', { name: '查看会员套餐' }).count()).toBe(0);
    await page.screenshot({ path: shot('4b-team-dialog') });
    await dialog.getByRole('button', { name: '知道了' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('VIP dialog (spec §4)', () => {
  it('opens with NOT_QUOTA when research has no uses left and leads to /vip; the account menu opens it as INITIATIVE', async () => {
    const { page, shell } = await loggedInAt('/research', '13900139123');
    const input = page.getByPlaceholder('请输入法律问题、案情事实、争议焦点');
    await input.fill('公司违法解除劳动合同，员工可以要求多少赔偿金？');
    await input.press('Enter');
    const dialog = page.getByTestId('vip-dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-reason')).toBe('NOT_QUOTA');
    await dialog.getByText('您的使用次数已用完，开通会员或兑换次数后可继续使用。').waitFor();
    await page.screenshot({ path: shot('5-dialog-not-quota') });
    // Nothing was created: no research id in the address.
    expect(page.url()).not.toMatch(/\/research\/[0-9a-f-]{36}/);
    await dialog.getByRole('button', { name: '开通会员' }).click();
    await page.waitForURL(/\/vip$/);
    await page.getByRole('heading', { level: 1, name: '会员中心' }).waitFor();

    await shell.accountMenuButton.click();
    await page.getByRole('menuitem', { name: '开通会员' }).click();
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-reason')).toBe('INITIATIVE');
    await dialog.getByRole('button', { name: '查看会员套餐' }).waitFor();
    await dialog.getByRole('button', { name: '暂不需要' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('修改密码 /modifyPassword', () => {
  it('sets a first password, then changes it with the current one; the other session ends, this one stays', async () => {
    const phone = '13900139124';
    const { page } = await loggedInAt('/modifyPassword', phone, { isPublic: true });
    await page.getByRole('heading', { level: 1, name: '修改密码' }).waitFor();
    const current = page.getByLabel('当前密码');
    const next = page.getByLabel('新密码', { exact: true });
    const confirm = page.getByLabel('确认新密码');
    const submit = page.getByRole('button', { name: '确认修改' });

    // Signed up by SMS: no current password yet. The form checks what it can before sending.
    await next.fill('short');
    await confirm.fill('short');
    await submit.click();
    await page.getByText('新密码至少8位').waitFor();
    await next.fill('first-pass-123');
    await confirm.fill('first-pass-124');
    await submit.click();
    await page.getByText('两次输入的新密码不一致').waitFor();
    await confirm.fill('first-pass-123');
    await submit.click();
    await page.getByTestId('password-changed').waitFor();

    // A second device logs in with it.
    const other = await passwordLogin(phone, 'first-pass-123');
    expect((await other.call('GET', `${SAAS_BASE}/base/info`)).code).toBe(200);

    // The current password is required now, and a wrong one is named as such.
    await current.fill('not-my-password');
    await next.fill('second-pass-456');
    await confirm.fill('second-pass-456');
    await submit.click();
    await page.getByText('当前密码不正确').waitFor();
    await page.screenshot({ path: shot('6-password-wrong') });
    await current.fill('first-pass-123');
    await submit.click();
    const done = page.getByTestId('password-changed');
    await done.waitFor();
    expect(await done.innerText()).toContain('密码已修改，其他设备上的登录已退出');
    await page.screenshot({ path: shot('7-password-changed') });

    // The other device's session ended; the old password no longer logs in; the new one does; this tab still works.
    const after = await other.call('GET', `${SAAS_BASE}/base/info`);
    expect([10003, 10015, 10016]).toContain(after.code);
    expect((await passwordLoginCall(phone, 'first-pass-123')).code).not.toBe(200);
    await passwordLogin(phone, 'second-pass-456');
    await page.goto(`${app.url}/userInfo`, { waitUntil: 'domcontentloaded' });
    await page.getByText('139****9124').first().waitFor();
    await page.getByRole('main').getByRole('button', { name: '开通会员' }).waitFor();
    await page.screenshot({ path: shot('7b-user-info'), fullPage: true });
  });
});

describe('企业查询 /enterpriseSearch', () => {
  it('finds a company by its 统一社会信用代码 with source and data date; a bad checksum and an unknown code are told apart', async () => {
    const user = await passwordLogin(ADMIN.phone, ADMIN.password);
    // The registry is imported from SAMPLE_DATA_DIR by a job at first start.
    await expect
      .poll(async () => (await user.call<TCompanySearch>('GET', `${API_BASE}/fuxi/api/company/search?q=${encodeURIComponent('会计师事务所')}`)).data?.registry_ready, { timeout: 60_000 })
      .toBe(true);

    const { page } = await loggedInAt(`/enterpriseSearch?type=3&keyword=9111010510173365XD&isIndex=true`, '13900139125');
    const item = page.getByTestId('company-item').first();
    await item.waitFor();
    const text = await item.innerText();
    expect(text).toContain('北京全企国际会计师事务所有限公司');
    expect(text).toContain('统一社会信用代码：9111010510173365XD');
    expect(text).toContain('法定代表人：刘建伟');
    expect(text).toMatch(/来源：本地企业库[\s\S]*数据日期：\d{4}-\d{2}-\d{2}/);
    await item.getByRole('button', { name: '查看详情' }).click();
    const detail = item.getByTestId('company-detail');
    await detail.waitFor();
    expect(await detail.innerText()).toMatch(/经营范围[\s\S]*会计师事务所业务[\s\S]*数据来源[\s\S]*本地企业库[\s\S]*数据日期 \d{4}-\d{2}-\d{2}/);
    await page.screenshot({ path: shot('8-company-by-code'), fullPage: true });

    // A name fragment: ranked, highlighted, counted and paged.
    const box = page.getByPlaceholder('输入企业名称、统一社会信用代码、法定代表人或品牌');
    await box.fill('会计师事务所');
    await page.getByRole('button', { name: '查询' }).click();
    // The previous answer stays on screen until the new one arrives: wait for the full first page.
    await expect.poll(() => page.getByTestId('company-item').count()).toBe(10);
    const total = Number(/共找到 (\d+) 家企业/.exec(await page.getByTestId('company-total').innerText())?.[1]);
    expect(total).toBeGreaterThan(10);
    expect(await page.getByTestId('company-item').first().locator('em').first().innerText()).toBe('会计师事务所');
    await page.getByText(/第 1 \/ \d+ 页/).waitFor();
    await page.screenshot({ path: shot('8b-company-by-name') });

    await box.fill('9111010510173365X0');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('alert').filter({ hasText: '统一社会信用代码校验不通过，请检查是否输错' }).waitFor();
    await box.fill('91110000100000000R');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByText('该统一社会信用代码格式正确，但本地企业库中没有这家企业').waitFor();
    expect(await page.getByTestId('company-item').count()).toBe(0);
    await page.screenshot({ path: shot('9-company-unknown-code') });
  });
});
