/**
 * Bad input and bad models for translation (issue 11 item 5), through the chat-completions stub: a model that fails
 * (HTTP 500), one that never answers (the client's timeout), one that answers nothing — each a FAILURE with a clear
 * Chinese reason per segment, the charge refunded, and a retry that finishes; a partial failure keeps what was done
 * and what the lawyer edited; a 100,000-character document is priced and translated whole; one over the limit is
 * refused with 30xxx before anything is stored or charged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_BASE } from '@common/api/paths';
import { Code } from '@common/codes';
import { TranslationMessages, type TFileAmount, type TTranslationDetail, type TTranslationUpload } from '@common/api/translation';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { stubTranslator, type TStubMode } from '../../server/services/translation/testing/stub-translator';
import { buildContractDocx } from '../helpers/contract-docx';
import { buildLawyer, encryptForUpload, multipartFrame, type TLawyer } from '../helpers/contract-client';
import { buildTestApp, type TTestApp } from '../helpers/build-test-app';

let mode: TStubMode = 'honour';
/** Segments whose text holds this answer HTTP 500 whatever the mode (a partial failure). */
let failWhen: string | null = null;
let t: TTestApp;
let stub: ChatStub;
let lawyer: TLawyer;

beforeAll(async () => {
  const translator = stubTranslator(() => mode);
  stub = await startChatStub((request) => (failWhen && request.user.includes(failWhen) ? { status: 500 } : translator(request)));
  t = await buildTestApp({ env: { AI_BASE_URL: stub.url, AI_MODEL: 'stub-model', AI_MAX_RETRIES: '0', AI_TIMEOUT_SECONDS: '1' } });
  lawyer = await buildLawyer(t.app, { quotas: { translation: 20 } });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const api = (p: string) => `${TRANSLATION_BASE}/${p}`;

async function upload(fileName: string, bytes: Uint8Array) {
  const frame = multipartFrame(fileName);
  const body = Buffer.concat([frame.head, await encryptForUpload(lawyer.key, bytes), frame.tail]);
  return lawyer.client.call<TTranslationUpload>('POST', api('upload'), { body, headers: { 'content-type': `multipart/form-data; boundary=${frame.boundary}` } });
}

async function waitDone(taskId: string): Promise<TTranslationDetail> {
  for (let i = 0; i < 400; i++) {
    const d = await lawyer.client.get<TTranslationDetail>(api('task/details'), { query: { task_id: taskId } });
    if (d.body.data.status === 'FINISH' || d.body.data.status === 'FAILURE') return d.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('translation did not end');
}

async function used(): Promise<number> {
  const info = await lawyer.client.get<{ personal_info: { use_info: { models: string; use_number: number }[] } }>('/api/lawdesk/saas/api/v1/base/info');
  return info.body.data.personal_info.use_info.find((u) => u.models === 'translation')!.use_number;
}

const CLAUSES = ['第一条 甲方应于2024年3月1日前支付人民币叁拾万元整。', '第二条 乙方收到款项后出具收据。', '第三条 本合同自双方签字之日起生效。'];

async function start(): Promise<string> {
  const up = await upload('合同.docx', await buildContractDocx(CLAUSES));
  expect(up.body.code).toBe(200);
  const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en' });
  expect(task.body.code).toBe(200);
  return task.body.data.task_id;
}

describe('a model that misbehaves', () => {
  it.each([
    ['fails (HTTP 500)', 'fail', TranslationMessages.modelFailed],
    ['never answers (timeout)', 'hang', TranslationMessages.modelTimeout],
    ['answers nothing', 'empty', TranslationMessages.emptyAnswer],
  ] as const)('%s: FAILURE with the reason on every segment, refunded, and a retry finishes', async (_label, bad, reason) => {
    const before = await used();
    mode = bad;
    const taskId = await start();
    const failed = await waitDone(taskId);
    expect(failed.status).toBe('FAILURE');
    expect(failed.failure_reason).toMatch(/段翻译失败，可重试未完成的段落/);
    const clauses = failed.segments.filter((s) => s.source.startsWith('第'));
    expect(clauses).toHaveLength(3);
    expect(clauses.every((s) => s.status === 'failed' && s.error === reason && s.target === null)).toBe(true);
    expect(await used()).toBe(before);

    mode = 'honour';
    expect((await lawyer.client.post(api('task/retry'), { task_id: taskId })).body.code).toBe(200);
    const done = await waitDone(taskId);
    expect(done.status).toBe('FINISH');
    expect(done.segments.every((s) => s.status === 'done' && s.error === null)).toBe(true);
    expect(done.segments.find((s) => s.source.includes('叁拾万'))!.target).toContain('RMB 300,000');
    expect(await used()).toBe(before + 1);
  });

  it('keeps the segments that were done and the lawyer’s edit through a retry (nothing lost, nothing asked twice)', async () => {
    mode = 'honour';
    failWhen = '第三条';
    const taskId = await start();
    const failed = await waitDone(taskId);
    failWhen = null;
    expect(failed.status).toBe('FAILURE');
    expect(failed.failure_reason).toBe('1段翻译失败，可重试未完成的段落');
    const first = failed.segments.find((s) => s.source.startsWith('第一条'))!;
    const second = failed.segments.find((s) => s.source.startsWith('第二条'))!;
    expect(first.status).toBe('done');
    const edit = 'Article 2 Party B shall issue a receipt upon receiving the payment.';
    const changed = await lawyer.client.post(api('task/change'), { task_id: taskId, segment_id: second.segment_id, target: edit });
    expect(changed.body.code).toBe(200);
    const asked = stub.requests.length;

    expect((await lawyer.client.post(api('task/retry'), { task_id: taskId })).body.code).toBe(200);
    const done = await waitDone(taskId);
    expect(done.status).toBe('FINISH');
    // Only the failed segment went to the model again.
    expect(stub.requests.slice(asked).map((r) => r.user)).toEqual([expect.stringContaining('第三条') as unknown as string]);
    expect(done.segments.find((s) => s.segment_id === first.segment_id)!.target).toBe(first.target);
    expect(done.segments.find((s) => s.segment_id === second.segment_id)).toMatchObject({ target: edit, edited: true });
  });
});

describe('large documents', () => {
  it('prices and translates a 100,000-character document whole', async () => {
    mode = 'honour';
    // 100 paragraphs of 1,000 characters: the size, not the number of segments, is what this case is about.
    const sentence = '甲方应当按照本合同约定的期限和方式向乙方支付全部款项，乙方应当在收到款项后及时出具合法有效的收据并履行交付义务。';
    const line = sentence.repeat(Math.ceil(1_000 / sentence.length)).slice(0, 1_000);
    const lines = Array.from({ length: 100 }, (_, i) => `${i + 1}. ${line}`);
    const text = lines.join('\n');
    const up = await upload('长文档.txt', Buffer.from(text, 'utf8'));
    expect(up.body.code).toBe(200);
    expect(up.body.data.file_count).toBeGreaterThanOrEqual(100_000);
    const amount = await lawyer.client.post<TFileAmount>(api('file/amount'), { file_id: up.body.data.file_id });
    expect(amount.body.data.char_count).toBe(up.body.data.file_count);
    expect(amount.body.data.price_cents).toBe(Math.ceil((amount.body.data.char_count * amount.body.data.price_per_thousand_cents) / 1000));
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en' });
    const done = await waitDone(task.body.data.task_id);
    expect(done.status).toBe('FINISH');
    expect(done.segments).toHaveLength(lines.length);
    const download = await lawyer.client.request('POST', api('task/download'), { body: { task_id: task.body.data.task_id } });
    const out = download.rawPayload.toString('utf8').split('\n');
    expect(out).toHaveLength(lines.length);
    expect(out.every((l) => l.startsWith('EN ') && !/[\u4e00-\u9fff]/.test(l))).toBe(true);
  });

  it('refuses a document over the limit before storing or charging anything', async () => {
    const before = await used();
    const text = '甲'.repeat(200_001);
    const up = await upload('超长.txt', Buffer.from(text, 'utf8'));
    expect(up.status).toBe(413);
    expect(up.body.code).toBe(Code.FILE_TOO_MANY_CHARS);
    expect(up.body.message).toBe(TranslationMessages.tooManyChars);
    expect(await used()).toBe(before);
  });
});
