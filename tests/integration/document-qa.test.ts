/**
 * File Q&A end to end through the API (issue 9): encrypted uploads of every accepted kind, text with page offsets,
 * answers streamed with quotes that are exact spans of the file text, follow-ups, stop, retry, history, rename,
 * delete, the sample task, another user's 404, and the bad inputs the issue lists.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFileTextResponse, TQaDetail, TQaMessage, TQuote } from '@common/api/document';
import { Code } from '@common/codes';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, type TLawyer } from '../helpers/contract-client';
import { askQuestion, documentPath, filesCnDir, readAnswer, uploadFileTo, waitForFile } from '../helpers/document-client';
import { blankPdf, drawnPdf, encryptedPdf, pngHeader, textPdf } from '../helpers/pdf-fixtures';
import { sseText } from '../helpers/sse';

// One page per OCR run, so the test of files taking turns needs only three pages of OCR (the default is 8).
const t = useTestApp({ services: ['api', 'worker'], env: { OCR_PAGES_PER_RUN: '1' } });
let lawyer: TLawyer;
let other: TLawyer;
let civilCodeId: string;

beforeAll(async () => {
  lawyer = await buildLawyer(t().app, { quotas: { document: 20, trace: 5 } });
  other = await buildLawyer(t().app, { quotas: { document: 5 } });
  const res = await uploadFileTo(lawyer, 'document', '宪法.pdf', await readFile(path.join(filesCnDir, 'pdf/bobo_宪法.pdf')));
  expect(res.body.code).toBe(200);
  civilCodeId = res.body.data.file_id;
}, 120_000);

async function fileText(id: string): Promise<TFileTextResponse> {
  const res = await lawyer.client.get<TFileTextResponse>(`${documentPath('files/text')}?file_id=${id}`);
  expect(res.body.code).toBe(200);
  return res.body.data;
}

function expectExact(quotes: TQuote[], text: string): void {
  for (const q of quotes.filter((x) => x.verified)) expect(text.slice(q.start, q.end)).toBe(q.text);
}

describe('upload and text', () => {
  it('reads a text-layer PDF into one text with page offsets', async () => {
    const ft = await fileText(civilCodeId);
    expect(ft.pages).toHaveLength(23);
    expect(ft.text).toContain('中华人民共和国是工人阶级领导的、以工农联盟为基础的人民民主专政的社会主义国家');
    for (const p of ft.pages) expect(p.end).toBeGreaterThanOrEqual(p.start);
    expect(ft.pages[1]!.start).toBeGreaterThan(ft.pages[0]!.end);
  });

  it('reads a GBK txt and a UTF-8 txt to the same text', async () => {
    const text = '第一条 甲方应于每月五日前支付租金。\n第二条 乙方逾期付款的，按日万分之五支付违约金。';
    const gbk = Buffer.from(new Uint8Array(await import('node:util').then(() => encodeGbk(text))));
    const a = await uploadFileTo(lawyer, 'document', 'gbk.txt', gbk);
    const b = await uploadFileTo(lawyer, 'document', 'utf8.txt', Buffer.from(text, 'utf8'));
    expect(a.body.code).toBe(200);
    expect(b.body.code).toBe(200);
    expect((await fileText(a.body.data.file_id)).text).toBe(text);
    expect((await fileText(b.body.data.file_id)).text).toBe(text);
  });

  it('refuses bad input with clear codes and keeps serving', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2048, 1)]);
    // A program renamed .pdf: the type code, in words that say the content is not what the name claims.
    const renamed = await uploadFileTo(lawyer, 'document', 'setup.pdf', exe);
    expect(renamed.body.code).toBe(Code.FILE_TYPE_UNSUPPORTED);
    expect(renamed.body.message).toContain('与扩展名（.pdf）不符');
    expect((await uploadFileTo(lawyer, 'document', 'virus.exe', exe)).body.code).toBe(Code.FILE_TYPE_UNSUPPORTED);
    // A 0-byte file of an accepted type is empty, not of the wrong type.
    for (const name of ['empty.pdf', 'empty.txt', 'empty.png']) {
      const empty = await uploadFileTo(lawyer, 'document', name, Buffer.alloc(0));
      expect(empty.body.code).toBe(Code.FILE_NO_TEXT);
      expect(empty.body.message).toBe('文件为空，请重新选择');
    }
    const enc = await uploadFileTo(lawyer, 'document', 'locked.pdf', encryptedPdf());
    expect(enc.body.code).toBe(Code.FILE_ENCRYPTED);
    expect(enc.body.message).toContain('加密');
    expect((await uploadFileTo(lawyer, 'document', 'blank.pdf', blankPdf())).body.code).toBe(Code.FILE_NO_TEXT);
    const huge = await uploadFileTo(lawyer, 'document', 'huge.png', pngHeader(20_000, 20_000));
    expect(huge.body.code).toBe(Code.FILE_IMAGE_TOO_LARGE);
    const version = await lawyer.client.get('/api/lawdesk/saas/api/v1/base/version');
    expect(version.status).toBe(200);
  });

  it('reads a 500-page PDF while the API keeps answering', async () => {
    const pdf = textPdf(500, (n) => `Clause ${n} payment within ${n} days`);
    const upload = uploadFileTo(lawyer, 'document', 'bundle.pdf', pdf);
    const version = await lawyer.client.get('/api/lawdesk/saas/api/v1/base/version');
    expect(version.status).toBe(200);
    const res = await upload;
    expect(res.body.code).toBe(200);
    expect(res.body.data.pages).toBe(500);
    const ft = await fileText(res.body.data.file_id);
    expect(ft.text).toContain('Clause 377 payment within 377 days');
    expect(ft.pages[376]!.page).toBe(377);
    expect(ft.text.slice(ft.pages[376]!.start, ft.pages[376]!.end)).toBe('Clause 377 payment within 377 days');
  }, 60_000);
});

describe('questions and answers', () => {
  let taskId: string;
  let first: TQaMessage;

  it('streams a builtin answer whose quotes are exact spans, with the no-model note', async () => {
    const asked = await askQuestion(lawyer.client, [civilCodeId], '全国人民代表大会的任期是几年？');
    expect(asked.body.code).toBe(200);
    taskId = asked.body.data.task_id;
    const events = await readAnswer(t().app, lawyer.client, taskId, asked.body.data.message_id);
    const text = sseText(events);
    expect(text).toContain('未配置大模型');
    expect(text).toContain('全国人民代表大会每届任期五年');
    const quotes = events.filter((e) => e.event === 'citation').map((e) => (e.data as { citation: TQuote }).citation);
    expect(quotes.length).toBeGreaterThan(0);
    expectExact(quotes, (await fileText(civilCodeId)).text);
    const done = events.find((e) => e.event === 'done')!.data as { message: TQaMessage };
    first = done.message;
    expect(first.status).toBe('done');
    expect(first.quotes.every((q) => q.verified)).toBe(true);
  });

  it('answers a follow-up in the same conversation and keeps the history in order', async () => {
    const res = await lawyer.client.post<{ message_id: string }>(documentPath('tasks/update'), { task_id: taskId, question: '第六十二条规定了哪些职权？' });
    expect(res.body.code).toBe(200);
    const events = await readAnswer(t().app, lawyer.client, taskId, res.body.data.message_id);
    expect(sseText(events)).toContain('第六十二条');
    const detail = await lawyer.client.get<TQaDetail>(`${documentPath('tasks/detail')}?task_id=${taskId}`);
    expect(detail.body.data.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.body.data.files[0]!.file_name).toBe('宪法.pdf');
  });

  it('retries an answer as a new message and stops one that has ended without harm', async () => {
    const retried = await lawyer.client.post<{ message_id: string }>(documentPath('tasks/retry'), { task_id: taskId, message_id: first.message_id });
    expect(retried.body.code).toBe(200);
    expect(retried.body.data.message_id).not.toBe(first.message_id);
    await readAnswer(t().app, lawyer.client, taskId, retried.body.data.message_id);
    const stop = await lawyer.client.post<{ stopped: boolean }>(documentPath('tasks/stop'), { task_id: taskId, message_id: retried.body.data.message_id });
    expect(stop.body.code).toBe(200);
    expect(stop.body.data.stopped).toBe(false);
  });

  it('lists, renames and deletes conversations; another user gets 404 for all of it', async () => {
    const list = await lawyer.client.get<{ items: { task_id: string; title: string }[] }>(`${documentPath('history/tasks/list')}?page=1&page_size=10`);
    expect(list.body.data.items.some((i) => i.task_id === taskId)).toBe(true);
    for (const res of [
      await other.client.get(`${documentPath('tasks/detail')}?task_id=${taskId}`),
      await other.client.get(`${documentPath('files/text')}?file_id=${civilCodeId}`),
      await other.client.post(documentPath('tasks/update'), { task_id: taskId, question: '？' }),
      await askQuestion(other.client, [civilCodeId], '任期？'),
      await other.client.call('PUT', documentPath('tasks'), { body: { task_id: taskId, title: 'x' } }),
      await other.client.call('DELETE', documentPath('tasks'), { body: { task_id: taskId } }),
    ]) {
      expect(res.status).toBe(404);
    }
    const stream = await t().app.inject({ method: 'GET', url: `${documentPath('tasks/stream')}?task_id=${taskId}&message_id=${first.message_id}`, headers: { token: other.client.token! } });
    expect(stream.statusCode).toBe(404);
    expect((await lawyer.client.call('PUT', documentPath('tasks'), { body: { task_id: taskId, title: '宪法问答' } })).body.code).toBe(200);
    const renamed = await lawyer.client.get<TQaDetail>(`${documentPath('tasks/detail')}?task_id=${taskId}`);
    expect(renamed.body.data.title).toBe('宪法问答');
    expect((await lawyer.client.call('DELETE', documentPath('tasks'), { body: { task_id: taskId } })).body.code).toBe(200);
    expect((await lawyer.client.get(`${documentPath('tasks/detail')}?task_id=${taskId}`)).status).toBe(404);
  });

  it('makes one sample conversation per user for the home page card, with exact quotes', async () => {
    const a = await lawyer.client.get<{ task_id: string }>(documentPath('tasks/sample'));
    const b = await lawyer.client.get<{ task_id: string }>(documentPath('tasks/sample'));
    expect(a.body.data.task_id).toBe(b.body.data.task_id);
    const detail = await lawyer.client.get<TQaDetail>(`${documentPath('tasks/detail')}?task_id=${a.body.data.task_id}`);
    const answer = detail.body.data.messages[1]!;
    expect(answer.content).toContain('万分之五');
    expectExact(answer.quotes, (await fileText(detail.body.data.files[0]!.file_id)).text);
  });

  it('answers 30103 while a file is still being OCRed', async () => {
    const png = await readFile(path.join(filesCnDir, 'images/rapidocr_机动车登记证书_抵押登记.jpeg'));
    const res = await uploadFileTo(lawyer, 'document', '登记证书.jpeg', png);
    expect(res.body.code).toBe(200);
    expect(res.body.data.ocr).toBe(true);
    const early = await askQuestion(lawyer.client, [res.body.data.file_id], '抵押权人是谁？');
    if (early.body.code !== 200) expect(early.body.code).toBe(Code.FILE_NOT_READY);
    const info = await waitForFile(lawyer.client, res.body.data.file_id);
    expect(info.status).toBe('READY');
    expect((await fileText(res.body.data.file_id)).text).toMatch(/抵押|登记/);
  }, 60_000);
});

describe('OCR shared between lawyers', () => {
  it("OCRs a long scan a few pages per run, so another lawyer's photo uploaded after it is read before it ends", async () => {
    // Page 1 has a text layer; pages 2 and 3 take one run each (OCR_PAGES_PER_RUN=1 above).
    const pages = 3;
    const scan = await uploadFileTo(lawyer, 'document', '卷宗扫描件.pdf', drawnPdf(pages, 'Bundle of scanned pages'));
    expect(scan.body.data.ocr).toBe(true);
    const photo = await uploadFileTo(other, 'document', '营业执照.jpg', await readFile(path.join(filesCnDir, 'images/license_qinocean_营业执照_91440507694788698B.jpg')));
    expect(photo.body.data.ocr).toBe(true);
    const photoDone = await waitForFile(other.client, photo.body.data.file_id, 120_000);
    expect(photoDone.status).toBe('READY');
    // When the photo is ready the scan is still being read: its later pages are queued behind the photo.
    const scanNow = (await lawyer.client.call<{ items: { status: string; ocr_done: number; ocr_total: number }[] }>('POST', documentPath('files/status'), { body: { file_ids: [scan.body.data.file_id] } })).body.data.items[0]!;
    expect(scanNow.ocr_total).toBe(pages - 1);
    expect(scanNow.status).toBe('OCR');
    const scanDone = await waitForFile(lawyer.client, scan.body.data.file_id, 120_000);
    expect(scanDone.status).toBe('READY');
    expect(scanDone.ocr_done).toBe(pages - 1);
    const ft = await fileText(scan.body.data.file_id);
    expect(ft.pages).toHaveLength(pages);
    expect(ft.text).toContain('Bundle of scanned pages');
  }, 240_000);
});

/** GBK bytes of a Chinese string (Node has no GBK encoder; iconv through TextDecoder's inverse table). */
function encodeGbk(text: string): number[] {
  const decoder = new TextDecoder('gbk');
  const table = new Map<string, number[]>();
  for (let hi = 0x81; hi <= 0xfe; hi++) {
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([hi, lo]));
      if (ch.length === 1 && !table.has(ch)) table.set(ch, [hi, lo]);
    }
  }
  const out: number[] = [];
  for (const ch of text) {
    if (ch.charCodeAt(0) < 0x80) out.push(ch.charCodeAt(0));
    else out.push(...(table.get(ch) ?? [0x3f]));
  }
  return out;
}
