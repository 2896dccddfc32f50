/**
 * Page model of 合同审查 (/contract, /guidContract) and the review detail: what a lawyer does there, in their words —
 * drop a contract, let AI pick the type, choose a stance, start, watch the task, open the history, download, decide.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';
import type { RunningApp } from '../helpers/app-server';
import { AppShell } from './app-shell';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export class ContractPage {
  readonly shell: AppShell;
  constructor(
    readonly page: Page,
    readonly app: RunningApp,
  ) {
    this.shell = new AppShell(page, app);
  }

  async open(pathname = '/contract'): Promise<void> {
    await this.shell.open(pathname);
  }

  get uploadZone(): Locator {
    return this.page.getByTestId('upload-zone');
  }
  get dropOverlay(): Locator {
    return this.page.getByTestId('drop-overlay');
  }
  get fileCard(): Locator {
    return this.page.getByTestId('file-card');
  }
  get categorySelect(): Locator {
    return this.page.getByTestId('category-select');
  }
  get startButton(): Locator {
    return this.page.getByTestId('start-review');
  }

  /**
   * Drags a real file over the upload zone and (unless `release` is false) drops it: a DataTransfer is built in the
   * page from the file's bytes, as the browser builds one when a file is dragged in from the desktop.
   */
  async dragFile(filePath: string, opts: { release?: boolean; onOverlay?: () => Promise<void> } = {}): Promise<void> {
    const bytes = readFileSync(filePath).toString('base64');
    const dataTransfer = await this.page.evaluateHandle(
      ({ name, b64, type }) => {
        const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([data], name, { type }));
        return transfer;
      },
      { name: path.basename(filePath), b64: bytes, type: DOCX_MIME },
    );
    await this.uploadZone.dispatchEvent('dragenter', { dataTransfer });
    await this.uploadZone.dispatchEvent('dragover', { dataTransfer });
    await opts.onOverlay?.();
    if (opts.release !== false) await this.uploadZone.dispatchEvent('drop', { dataTransfer });
    await dataTransfer.dispose();
  }

  /** Waits for the file card to say the upload succeeded. */
  async waitForUploadSuccess(): Promise<void> {
    await this.page.locator('[data-testid=file-card][data-phase=success]').waitFor({ timeout: 60_000 });
  }

  /** 查看示例合同: loads the shipped sample into the upload. */
  async useSampleContract(): Promise<void> {
    await this.page.getByTestId('sample-contract').click();
  }

  async identifyType(): Promise<void> {
    await this.page.getByTestId('ai-identify').click();
  }

  async categoryLabel(): Promise<string> {
    return (await this.categorySelect.innerText()).trim();
  }

  async chooseStance(label: string): Promise<void> {
    const select = this.page.getByTestId('stance-select');
    await select.locator('option', { hasText: label }).waitFor({ state: 'attached' });
    await select.selectOption({ label });
  }

  async setReviewer(name: string): Promise<void> {
    await this.page.getByTestId('reviewer-input').fill(name);
  }

  async startReview(): Promise<void> {
    await this.startButton.click();
  }

  /** The card of a task among the recent tasks. */
  recentTask(name: string): Locator {
    return this.page.getByTestId('recent-tasks').getByTestId('task-card').filter({ has: this.page.getByTestId('task-name').getByText(name, { exact: true }) });
  }

  async waitForTaskStatus(task: Locator, status: string, timeout = 120_000): Promise<void> {
    await task.locator(`[data-testid=task-status][data-status=${status}]`).waitFor({ timeout });
  }

  get historyPanel(): Locator {
    return this.page.getByTestId('history-panel');
  }

  /** 全部: opens the history panel (history=show in the address). */
  async openHistory(): Promise<void> {
    await this.page.getByTestId('show-all').click();
    await this.historyPanel.waitFor();
  }

  historyRow(name: string): Locator {
    return this.historyPanel.getByTestId('history-row').filter({ has: this.page.getByTestId('task-name').getByText(name, { exact: true }) });
  }

  async searchHistory(text: string): Promise<void> {
    await this.page.getByTestId('history-search').fill(text);
  }

  async filterHistoryStatus(label: string): Promise<void> {
    await this.page.getByTestId('history-status').selectOption({ label });
  }

  /**
   * Chooses an action of a task's ⋯ menu (task-rename, task-delete) and waits for its dialog. Under load the first click
   * can land while the menu is still opening and close it instead; the menu is then opened again (at most three times)
   * — what a person does when a menu did not react.
   */
  async chooseTaskAction(card: Locator, item: 'task-rename' | 'task-delete', dialog: 'rename-dialog' | 'delete-dialog'): Promise<Locator> {
    const box = this.page.getByTestId(dialog);
    for (let attempt = 1; ; attempt++) {
      await card.getByTestId('task-more').click();
      const entry = this.page.getByTestId(item);
      await entry.waitFor({ state: 'visible', timeout: 10_000 });
      await entry.click();
      try {
        await box.waitFor({ state: 'visible', timeout: 10_000 });
        return box;
      } catch (e) {
        if (attempt >= 3) throw e;
        await this.page.keyboard.press('Escape');
      }
    }
  }

  /** Downloads one kind (批注版, 修订版, 清洁版, 审查意见书, 原文) from a row or card and returns the browser download. */
  async download(from: Locator, kind: 'base' | 'detail' | 'pure' | 'book' | 'original'): Promise<Download> {
    await from.getByTestId('download-menu').click();
    const [download] = await Promise.all([this.page.waitForEvent('download', { timeout: 60_000 }), this.page.getByTestId(`download-${kind}`).click()]);
    return download;
  }

  /** 查看 on a recent task: the detail page opens in a new tab. */
  async openDetail(task: Locator): Promise<ReviewDetailPage> {
    const [popup] = await Promise.all([this.page.context().waitForEvent('page'), task.getByTestId('task-open').click()]);
    await popup.waitForLoadState('domcontentloaded');
    return new ReviewDetailPage(popup);
  }
}

/** The review detail page (/detail): the contract with highlights and the findings panel. */
export class ReviewDetailPage {
  constructor(readonly page: Page) {}

  get findings(): Locator {
    return this.page.getByTestId('finding-card');
  }

  async waitForFindings(): Promise<void> {
    await this.findings.first().waitFor({ timeout: 60_000 });
  }

  /** Clicks a finding: the document scrolls to its words and marks them selected. */
  async select(finding: Locator): Promise<void> {
    await finding.click();
  }

  async accept(finding: Locator): Promise<void> {
    await finding.getByTestId('finding-accept').click();
  }

  selectedHighlights(): Locator {
    return this.page.locator('mark[data-selected]');
  }
}
