/**
 * 成员管理 in chromium against the app started as a user starts it (issue 12 item 2): the admin adds a member (a
 * phone already in the firm is refused in the server's words), edits the name and gives a role, imports a template whose bad row
 * comes back with its row number and reason while the good row is saved, disables the imported member (signed in
 * elsewhere, they are logged out at once) and deletes a member after confirming.
 * Screenshot: tmp/e2e-members-import.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SAAS_BASE } from '@common/api/paths';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { LawdeskApi } from './helpers/lawdesk-api';

const ADMIN = { phone: '13900000171', password: 'admin-e2e-pass-171' };
const shots = path.resolve(repoRoot, 'tmp');

let app: RunningApp;
let browser: Browser;
let page: Page;

const rowOf = (phone: string) => page.locator(`[data-testid="member-row"][data-phone="${phone}"]`);

async function templateWith(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成员');
  ws.addRow(['手机号', '姓名', '角色']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  app = await startApp({ ADMIN_PHONE: ADMIN.phone, ADMIN_PASSWORD: ADMIN.password });
  browser = await launchBrowser();
  page = await (await newDesktopContext(browser)).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('member management in the browser', () => {
  it('adds, edits, imports with row-level errors and deletes members', async () => {
    await page.goto(`${app.url}/memberManagement`, { waitUntil: 'domcontentloaded' });
    const login = page.getByRole('dialog');
    await login.waitFor();
    await login.getByRole('tab', { name: '密码登录' }).click();
    await login.getByPlaceholder('手机号或账号').fill(ADMIN.phone);
    await login.getByPlaceholder('请输入密码').fill(ADMIN.password);
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await login.waitFor({ state: 'detached' });
    await rowOf(ADMIN.phone).waitFor();

    // 新增成员
    await page.getByRole('button', { name: '新增成员' }).click();
    const editor = page.getByTestId('member-editor');
    await editor.locator('input[name="member-name"]').fill('王律师');
    await editor.locator('input[name="member-phone"]').fill('13900000172');
    await editor.getByRole('button', { name: '保存' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf('13900000172').locator('td').first().innerText()).toBe('王律师');

    // The same phone again: the server refuses it and the dialog shows its message.
    await page.getByRole('button', { name: '新增成员' }).click();
    await editor.locator('input[name="member-name"]').fill('重复');
    await editor.locator('input[name="member-phone"]').fill('13900000172');
    await editor.getByRole('button', { name: '保存' }).click();
    await editor.getByTestId('member-error').getByText('该手机号已是本企业成员').waitFor();
    await editor.getByRole('button', { name: '取消' }).click();
    await editor.waitFor({ state: 'detached' });

    // A role made on 角色管理 (here over HTTP with the admin's session) to give in the edit dialog.
    const api = new LawdeskApi(app.url, (await page.evaluate(() => localStorage.getItem('token')))!);
    const role = await api.call(`POST`, `${SAAS_BASE}/manage/roles`, { name: '助理律师', permissions: [{ resource: 'contract', actions: 15 }] });
    expect(role.code).toBe(200);

    // 编辑: the new name and the role show in the list.
    await rowOf('13900000172').getByRole('button', { name: '编辑' }).click();
    await expect.poll(() => editor.locator('input[name="member-name"]').inputValue()).toBe('王律师');
    await editor.locator('input[name="member-name"]').fill('王大律师');
    await editor.getByText('助理律师').click();
    await editor.getByRole('button', { name: '保存' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf('13900000172').locator('td').first().innerText()).toBe('王大律师');
    await expect.poll(() => rowOf('13900000172').locator('td').nth(3).innerText()).toBe('助理律师');

    // 批量导入: row 2 is good, row 3 has a bad phone.
    await page.getByRole('button', { name: '批量导入' }).click();
    const importer = page.getByTestId('member-import');
    await importer.getByTestId('member-import-input').setInputFiles({
      name: '成员.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await templateWith([
        ['13900000173', '李律师', ''],
        ['12345', '坏号码', ''],
      ]),
    });
    await importer.getByText('成员.xlsx').waitFor();
    await importer.getByRole('button', { name: '开始导入' }).click();
    await importer.getByTestId('member-import-summary').getByText('新增 1 人，更新 0 人，1 行未导入').waitFor();
    const errors = importer.getByTestId('member-import-errors').locator('tbody tr');
    expect(await errors.count()).toBe(1);
    expect(await errors.first().innerText()).toMatch(/第 3 行\s+手机号须为11位数字/);
    await page.screenshot({ path: path.join(shots, 'e2e-members-import.png') });
    // The same result is not sent twice.
    expect(await importer.getByRole('button', { name: '开始导入' }).isDisabled()).toBe(true);

    // A file that is not a template at all: nothing imported, the server's message shown.
    await importer.getByTestId('member-import-input').setInputFiles({ name: '乱码.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('not a workbook') });
    await importer.getByRole('button', { name: '开始导入' }).click();
    await importer.getByTestId('member-import-error').getByText('请上传成员导入模板（.xlsx）').waitFor();
    await importer.getByRole('button', { name: '取消' }).click();
    await importer.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf('13900000173').locator('td').first().innerText()).toBe('李律师');
    expect(await page.locator('[data-testid="member-row"]').count()).toBe(3);

    // 停用: the imported member, signed in elsewhere, is logged out at once (their next page asks them to log in).
    const member = await (await newDesktopContext(browser)).newPage();
    await member.goto(`${app.url}/contract`, { waitUntil: 'domcontentloaded' });
    const memberLogin = member.getByRole('dialog');
    await memberLogin.waitFor();
    await memberLogin.getByPlaceholder('请输入手机号').fill('13900000173');
    await memberLogin.getByRole('button', { name: '获取验证码' }).click();
    await memberLogin.getByRole('button', { name: /后重新获取/ }).waitFor();
    await memberLogin.getByPlaceholder('6位验证码').fill(app.readSmsCode('13900000173'));
    await memberLogin.getByRole('button', { name: '登录 / 注册' }).click();
    await memberLogin.waitFor({ state: 'detached' });
    await member.locator('[data-menu-key="contract"]').waitFor();
    await rowOf('13900000173').getByRole('button', { name: '停用' }).click();
    await rowOf('13900000173').getByText('已停用').waitFor();
    await member.reload({ waitUntil: 'domcontentloaded' });
    await member.getByRole('dialog').getByPlaceholder('请输入手机号').waitFor();
    await member.context().close();

    // 删除 after confirming; 取消 first leaves the member in place.
    await rowOf('13900000172').getByRole('button', { name: '删除' }).click();
    const confirm = page.getByTestId('member-delete-dialog');
    await confirm.getByText('删除成员「王大律师」？').waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    await rowOf('13900000172').getByRole('button', { name: '删除' }).click();
    await confirm.getByRole('button', { name: '确认删除' }).click();
    await confirm.waitFor({ state: 'detached' });
    await rowOf('13900000172').waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="member-row"]').count()).toBe(2);
    // The admin's own row offers no 停用/删除 (the server refuses both for oneself).
    expect(await rowOf(ADMIN.phone).getByRole('button', { name: '删除' }).count()).toBe(0);
  });
});
