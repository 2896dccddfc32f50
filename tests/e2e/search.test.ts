/**
 * Law search in chromium against the app as a user starts it (issue 8 item 7): log in, search /fxSearch with AI on
 * for a lay question and see the plan and highlighted articles, jump with 民法典第577条, open the article on
 * /lawDetail (the TOC, the article marked), and copy it with its citation; download the law as PDF and Word (the
 * files opened and read). Screenshots go to tmp/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { repoRoot, startApp, type RunningApp } from './helpers/app-server';
import { launchBrowser, newDesktopContext } from './helpers/browser';
import { AppShell } from './pages/app-shell';

const shots = path.resolve(repoRoot, 'tmp');
const shot = (name: string) => path.join(shots, `e2e-search-${name}.png`);
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

describe('law search in the browser', () => {
  it('/fxSearch AI search -> plan and results -> 民法典第577条 -> /lawDetail at the article -> copy', async () => {
    const context = await newDesktopContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    await page.goto(`${app.url}/fxSearch?type=1&keyword=${encodeURIComponent('房东不退押金怎么办')}&isAiSearch=true&isIndex=true`, { waitUntil: 'domcontentloaded' });
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13900139081');

    const plan = page.getByTestId('search-plan');
    await plan.waitFor({ timeout: 30_000 });
    expect(await plan.innerText()).toContain('出租人');
    const results = page.getByTestId('law-results');
    await results.locator('mark').first().waitFor();
    await page.screenshot({ path: shot('1-ai'), fullPage: true });

    // The AI checkbox is on; a citation typed as such jumps to the article first.
    await page.getByLabel('检索内容').fill('民法典第577条');
    await page.getByRole('button', { name: '检索', exact: true }).click();
    const first = results.getByRole('link').first();
    await expect.poll(() => first.innerText(), { timeout: 20_000 }).toContain('第五百七十七条');
    await first.click();

    await page.waitForURL(/\/lawDetail\?/);
    await page.getByTestId('law-title').getByText('中华人民共和国民法典').waitFor({ timeout: 30_000 });
    const marked = page.locator('[aria-current="true"][data-article-id="civil-code/577"]');
    await marked.waitFor();
    expect(await page.getByRole('navigation', { name: '目录' }).innerText()).toContain('第三编');
    await marked.getByRole('button', { name: '复制条文' }).click();
    await page.getByText('复制成功').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^《中华人民共和国民法典》第五百七十七条\u3000当事人一方不履行合同义务/);
    await page.screenshot({ path: shot('2-law-detail') });
    await context.close();
  });

  it('/lawDetail downloads the whole law as PDF (Noto CJK embedded) and as Word, named after the law', async () => {
    const context = await newDesktopContext(browser, { acceptDownloads: true });
    const page = await context.newPage();
    // /lawDetail is public (spec §2): no login on the way.
    await page.goto(`${app.url}/lawDetail?law_id=labor-contracts-law&article=${encodeURIComponent('labor-contracts-law/39')}`, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('law-title').getByText('中华人民共和国劳动合同法').waitFor({ timeout: 30_000 });
    const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: '下载 PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('中华人民共和国劳动合同法.pdf');
    const pdfBytes = readFileSync((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfBytes.toString('latin1')).toMatch(/NotoSerifCJK|NotoSansCJK/);
    const [docx] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: '下载 Word' }).click()]);
    expect(docx.suggestedFilename()).toBe('中华人民共和国劳动合同法.docx');
    const xml = new PizZip(readFileSync((await docx.path())!)).file('word/document.xml')!.asText();
    expect(xml).toContain('中华人民共和国劳动合同法');
    expect(xml).toContain('劳动者有下列情形之一的，用人单位可以解除劳动合同');
    await context.close();
  });

  it('filters and page live in the URL: a shared link opens filtered at its page, a new filter rewrites the link', async () => {
    const context = await newDesktopContext(browser);
    const page = await context.newPage();
    const shell = new AppShell(page, app);
    const link = `${app.url}/fxSearch?type=1&keyword=${encodeURIComponent('合同')}&isAiSearch=false&validity=${encodeURIComponent('现行有效')}&level=${encodeURIComponent('法律')}&page=2`;
    await page.goto(link, { waitUntil: 'domcontentloaded' });
    await shell.loginDialog.waitFor();
    await shell.loginWithSmsCode('13900139082');

    const results = page.getByTestId('law-results');
    await results.locator('mark').first().waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('时效性').inputValue()).toBe('现行有效');
    expect(await page.getByLabel('效力级别').inputValue()).toBe('法律');
    await page.getByText(/第 2 \/ \d+ 页/).waitFor();
    await page.screenshot({ path: shot('3-filters-from-link'), fullPage: true });

    // A new filter goes back to page 1 and is written into the address, so a reload shows the same search.
    await page.getByLabel('起始年份').selectOption('2020');
    await expect.poll(() => new URL(page.url()).searchParams.get('yearFrom')).toBe('2020');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(new URL(page.url()).searchParams.get('validity')).toBe('现行有效');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await results.locator('mark').first().waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('起始年份').inputValue()).toBe('2020');
    expect(await page.getByLabel('时效性').inputValue()).toBe('现行有效');
    await page.getByText(/第 1 \/ \d+ 页/).waitFor();
    await context.close();
  });
});
