/** Page model of the app shell: header, sidebar, login dialog — what a lawyer sees on every page. */
import type { Page, Locator } from 'playwright-core';
import type { RunningApp } from '../helpers/app-server';

export class AppShell {
  constructor(
    readonly page: Page,
    readonly app: RunningApp,
  ) {}

  async open(path: string): Promise<void> {
    await this.page.goto(`${this.app.url}${path}`, { waitUntil: 'domcontentloaded' });
  }

  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: '主导航' });
  }

  /** Titles of the sidebar entries marked as the current page (exactly one once navigation settles). */
  async activeMenus(): Promise<string[]> {
    return this.sidebar.locator('[aria-current="page"]').evaluateAll((links) => links.map((link) => link.textContent ?? ''));
  }

  get loginDialog(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: '验证码登录' });
  }

  async openLoginFromHeader(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  }

  /** Logs in through the open dialog with the SMS code the console provider wrote to the outbox. */
  async loginWithSmsCode(phone: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入手机号').fill(phone);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByRole('button', { name: /后重新获取/ }).waitFor();
    await dialog.getByPlaceholder('6位验证码').fill(this.app.readSmsCode(phone));
    await dialog.getByRole('button', { name: '登录 / 注册' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  get accountMenuButton(): Locator {
    return this.page.getByRole('button', { name: '账号菜单' });
  }
}
