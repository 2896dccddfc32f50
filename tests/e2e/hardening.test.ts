/**
 * The Content-Security-Policy (decision 172) against the built app in chromium: the public home, the contract
 * page (logged out: its login dialog) and the API docs render with zero CSP violations, and the service worker
 * installs and takes control under the same policy.
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

describe('content security policy', () => {
  it('the app, its service worker and the API docs run without a CSP violation', async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const shell = new AppShell(page, app);
    await shell.open('/guidHome');
    await page.waitForFunction(() => document.title === '首页 - 律台');
    const csp = await page.evaluate(async () => (await fetch('/')).headers.get('content-security-policy'));
    expect(csp).toContain("script-src 'self'");
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));

    expect(violations).toEqual([]);
    // A protected page opened logged out: the router, the login dialog and their lazy chunks load under the CSP.
    await page.goto(`${app.url}/contract`);
    await page.getByTestId('login-dialog').waitFor();
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.goto(`${app.url}/api/docs`);
    await page.waitForSelector('.swagger-ui');
    expect(violations).toEqual([]);
    await context.close();
  }, 120_000);
});
