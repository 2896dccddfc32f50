/**
 * Offline figures (issue 4 item 10), against the built app (PUBLIC_DIR, default dist/) started like `npm start`:
 * - time to render the cached task list offline after a reload (goal < 1 s): median of RELOADS, measured in the
 *   page from navigation start to the first task card in the DOM;
 * - installability: Lighthouse 11's PWA category (installable-manifest) when lighthouse is installed, and Chrome's
 *   own verdict through CDP Page.getInstallabilityErrors either way;
 * - bytes precached by the service worker (the build's precache manifest);
 * - task/status calls per minute while idle with 3 unfinished reviews and 2 tabs open (goal 6, not 12), from the
 *   server's request log, plus how many of them the pages sent themselves.
 *   npm run bench -- offline
 *   node --import tsx bench/offline.ts            (standalone; PUBLIC_DIR=... to measure another build)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { CONTRACT_BASE } from '@common/api/paths';
import { repoRoot, startApp, type RunningApp } from '../tests/e2e/helpers/app-server';
import { CHROMIUM_ARGS, launchBrowser, newDesktopContext } from '../tests/e2e/helpers/browser';
import { LawdeskApi } from '../tests/e2e/helpers/lawdesk-api';
import { AppShell } from '../tests/e2e/pages/app-shell';
import { freePort } from './lawdesk-process';

const RELOADS = 5;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const CONTRACTS = path.resolve(repoRoot, '../shared/data/contracts-cn/zhirong-lawassist');
const publicDir = path.resolve(process.env.PUBLIC_DIR ?? path.join(repoRoot, 'dist'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Sum of the files the service worker precaches (self.__WB_MANIFEST as injected into sw.js). */
function precacheBytes(): { entries: number; bytes: number } {
  const sw = readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{[^{}]*"url":"([^"]+)"[^{}]*\}/g)].map((m) => m[1]!);
  const unique = [...new Set(urls)];
  const bytes = unique.reduce((sum, url) => sum + statSync(path.join(publicDir, url)).size, 0);
  return { entries: unique.length, bytes };
}

async function loginAndSubmit(app: RunningApp, page: Page, phone: string, names: string[]): Promise<LawdeskApi> {
  const shell = new AppShell(page, app);
  await shell.open('/guidHome');
  await shell.openLoginFromHeader();
  await shell.loginWithSmsCode(phone);
  const api = new LawdeskApi(app.url, (await page.evaluate(() => localStorage.getItem('token'))) ?? '');
  for (const name of names) await api.submitReview(path.join(CONTRACTS, `${name}.docx`), name);
  return api;
}

async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
}

/** Offline reloads: ms from navigation start to the first task card. */
async function offlineRenderTimes(app: RunningApp): Promise<number[]> {
  const browser = await launchBrowser();
  try {
    const context = await newDesktopContext(browser);
    await context.addInitScript(() => {
      const w = window as unknown as { __firstCard?: number };
      new MutationObserver((_records, observer) => {
        if (document.querySelector('[data-testid=task-card]')) {
          w.__firstCard = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await loginAndSubmit(app, page, '13600136001', ['保证合同', '买卖框架合同', '增资扩股协议', '存量房屋买卖合同']);
    await page.goto(`${app.url}/contract`);
    await page.getByTestId('task-card').first().waitFor();
    await waitForWorker(page);
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByTestId('task-card').first().waitFor({ timeout: 15_000 });
      times.push(await page.evaluate(() => (window as unknown as { __firstCard: number }).__firstCard));
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** Chrome's installability verdict in a normal (not incognito) profile: the check behind its install prompt. */
async function cdpInstallability(app: RunningApp): Promise<string[]> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${app.url}/guidHome`);
    await waitForWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    return installabilityErrors.map((e) => e.errorId);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse 11 (the last with the PWA category) against Debian's chromium; null when lighthouse is not installed. */
async function lighthousePwa(app: RunningApp): Promise<{ score: number | null; installable: number | null } | null> {
  type TLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { score: number | null }> } }>;
  let lighthouse: TLighthouse;
  try {
    lighthouse = ((await import('lighthouse' as string)) as { default: TLighthouse }).default;
  } catch {
    return null;
  }
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lawdesk-bench-lh-'));
  const chrome = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [...CHROMIUM_ARGS.filter((a) => a !== '--headless'), '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 100; i++) {
      if (await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const result = await lighthouse(`${app.url}/guidHome`, {
      port,
      onlyCategories: ['pwa'],
      output: 'json',
      logLevel: 'error',
      formFactor: 'desktop',
      screenEmulation: { disabled: true },
    });
    return { score: result.lhr.categories.pwa?.score ?? null, installable: result.lhr.audits['installable-manifest']?.score ?? null };
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Two tabs on /contract, 3 unfinished reviews (no job workers), IDLE_SECONDS of nothing: who asks task/status. */
async function idleStatusCalls(app: RunningApp): Promise<{ server: number; fromPages: number }> {
  const browser = await launchBrowser();
  try {
    const context = await newDesktopContext(browser);
    const first = await context.newPage();
    await loginAndSubmit(app, first, '13600136002', ['保证合同', '买卖框架合同', '增资扩股协议']);
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto(`${app.url}/contract`);
      await page.getByTestId('task-card').first().waitFor();
      await waitForWorker(page);
    }
    let fromPages = 0;
    for (const page of [first, second]) {
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `${CONTRACT_BASE}/task/status`) fromPages++;
      });
    }
    const count = () => app.output.join('').split('\n').filter((l) => l.includes('"msg":"request"') && l.includes(`"url":"${CONTRACT_BASE}/task/status`)).length;
    const before = count();
    await first.waitForTimeout(IDLE_SECONDS * 1000);
    return { server: ((count() - before) * 60) / IDLE_SECONDS, fromPages };
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  if (!existsSync(path.join(publicDir, 'sw.js'))) {
    console.log(`no built app in ${publicDir} (run \`npx vite build\` first)`);
    return;
  }
  const rel = path.relative(repoRoot, publicDir) || '.';
  const precache = precacheBytes();
  console.log(`built app: ${rel}; chromium ${chromium.name()} at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`);
  console.log(`precached by the service worker: ${precache.entries} files, ${(precache.bytes / 1024).toFixed(0)} KiB (${precache.bytes} bytes)`);

  // Job workers off: reviews stay unfinished, so the poll has something to ask about.
  const app = await startApp({ SERVICES: 'api', LOG_LEVEL: 'info' });
  try {
    const times = await offlineRenderTimes(app);
    console.log(
      `cached task list offline after reload (navigation start -> first task card), median of ${RELOADS}: ${median(times).toFixed(0)} ms  (all: ${times.map((t) => t.toFixed(0)).join(', ')} ms; goal < 1000 ms)`,
    );

    const errors = await cdpInstallability(app);
    console.log(`installability (CDP Page.getInstallabilityErrors on /guidHome): ${errors.length === 0 ? 'installable, no errors' : errors.join(', ')}`);
    const lh = await lighthousePwa(app).catch((err: unknown) => {
      console.log(`lighthouse failed: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    });
    if (lh === null) console.log('lighthouse: not installed (npm i -D lighthouse@11.7.1 for the PWA category); CDP verdict above');
    else if (lh) console.log(`lighthouse 11 PWA category: score ${lh.score}; installable-manifest audit: ${lh.installable === 1 ? 'pass' : `fail (${lh.installable})`}`);

    const idle = await idleStatusCalls(app);
    console.log(
      `task/status calls per minute, idle, 3 unfinished reviews, 2 tabs (over ${IDLE_SECONDS} s): ${idle.server.toFixed(1)} reaching the server, ${idle.fromPages} sent by the pages (goal 6, not 12)`,
    );
  } finally {
    await app.stop();
  }
  console.log('reproduce: npx vite build && npm run bench -- offline   (or: node --import tsx bench/offline.ts)');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();
