/**
 * The app shell as a lawyer meets it (issue 2 item 9): log in with the SMS code, the sidebar and the current menu,
 * a protected page opened logged out (login dialog -> back where they were), and the shell offline after a visit.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { AppShell } from './pages/app-shell';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('app shell', () => {
  it('logs in with the SMS code from the outbox and shows the sidebar groups with the current menu highlighted', async () => {
    const context = await newDesktopContext(browser);
    const shell = new AppShell(await context.newPage(), app);
    await shell.open('/guidHome');
    await shell.page.waitForFunction(() => document.title === '首页 - 律台');
    for (const group of ['检索', '效率', '学习', '历史']) {
      await shell.sidebar.getByRole('group', { name: group }).waitFor();
    }
    await expect.poll(() => shell.activeMenus()).toEqual(['首页']);

    await shell.openLoginFromHeader();
    await shell.loginWithSmsCode('13800138001');
    await shell.accountMenuButton.waitFor();

    await shell.sidebar.getByRole('link', { name: '合同审查' }).click();
    await shell.page.waitForURL(/\/contract$/);
    await expect.poll(() => shell.activeMenus()).toEqual(['合同审查']);
    await shell.page.waitForFunction(() => document.title === '合同审查 - 律台');
    await context.close();
  });

  it('sends a logged-out visitor of a protected page through the login dialog and back to that page', async () => {
    const context = await newDesktopContext(browser);
    const shell = new AppShell(await context.newPage(), app);
    await shell.open('/translateList');
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13800138002');
    await shell.page.waitForURL(/\/translateList$/);
    await expect.poll(() => shell.activeMenus()).toEqual(['法律翻译']);
    await context.close();
  });

  it('a detail page highlights its parent module', async () => {
    const context = await newDesktopContext(browser);
    const shell = new AppShell(await context.newPage(), app);
    await shell.open('/termList');
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13800138003');
    await shell.page.waitForURL(/\/termList$/);
    await expect.poll(() => shell.activeMenus()).toEqual(['法律翻译']);
    await context.close();
  });

  it('still renders the shell after going offline and reloading', async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    await shell.open('/guidHome');
    // The service worker must control the page before the network goes away.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await context.setOffline(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await shell.sidebar.waitFor();
    await shell.sidebar.getByRole('link', { name: '合同审查' }).waitFor();
    await context.close();
  });

  it('logs out from the account menu and returns to the home page as a visitor', async () => {
    const context = await newDesktopContext(browser);
    const shell = new AppShell(await context.newPage(), app);
    await shell.open('/guidHome');
    await shell.openLoginFromHeader();
    await shell.loginWithSmsCode('13800138004');
    await shell.accountMenuButton.click();
    await shell.page.getByRole('menuitem', { name: '退出登录' }).click();
    await shell.page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(new URL(shell.page.url()).pathname).toBe('/guidHome');
    expect(await shell.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('drops a token the server no longer accepts (10015) and asks the user to log in again', async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    await shell.open('/guidHome');
    await page.evaluate(() => localStorage.setItem('token', 'revoked-or-forged-token'));
    await shell.open('/contract');
    // A protected page: the guard sends the visitor home with the login dialog open and the way back remembered.
    await shell.loginDialog.waitFor();
    await page.waitForURL((url) => url.pathname === '/guidHome' && url.searchParams.get('redirect') === '/contract');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shell.loginWithSmsCode('13800138005');
    await page.waitForURL(/\/contract$/);
    await context.close();
  });

  it('sends a phone browser to /h5, which asks for a desktop browser', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/contract`);
    await page.waitForURL(/\/h5$/);
    await page.getByText('电脑').first().waitFor();
    await context.close();
  });
});
