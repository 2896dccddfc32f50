/**
 * Legal translation through the chat-completions stub (issue 11): a stub that honours the glossary placeholders, one
 * that ignores them, one that echoes the source; 中->英 and 英->中 with the glossary enforced; term lists with .xlsx import/export; formatting kept on a real
 * contract; another user's data 404.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_BASE } from '@common/api/paths';
import type { TFileAmount, TImportTermsResult, TTermList, TTranslationDetail, TTranslationUpload } from '@common/api/translation';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { convertDocToDocx } from '../../server/convert/doc-to-docx';
import { openDocx } from '../../server/review/docx/open-docx';
import { readLayout } from '../../server/review/docx/read-docx';
import { formatKey } from '../../server/services/translation/paragraph-shape';
import { stubTargetOf, stubTranslate } from '../../server/services/translation/testing/stub-translator';
import { buildContractDocx } from '../helpers/contract-docx';
import { buildLawyer, encryptForUpload, multipartFrame, type TLawyer } from '../helpers/contract-client';
import { buildTestApp, type TTestApp } from '../helpers/build-test-app';
import { buildTenant, hostOf } from '../factories/tenant';
import type { TestClient } from '../helpers/test-client';

const REPO = path.resolve(import.meta.dirname, '../..');
const REAL_CONTRACT = path.resolve(REPO, '../shared/data/contracts-cn/guohuiy-VIAI/借款合同（个人间借贷通用参考范本）.docx');
const ENGLISH_DOC = path.resolve(REPO, '../shared/data/contracts-cn/contract-review-copilot/房屋租赁合同-英文(样本).doc');

/** Paragraphs, tables and numbered paragraphs of a .docx's body. */
async function structure(bytes: Buffer): Promise<{ p: number; tbl: number; numPr: number }> {
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
  return { p: (xml.match(/<w:p[ >]/g) ?? []).length, tbl: (xml.match(/<w:tbl>/g) ?? []).length, numPr: (xml.match(/<w:numPr>/g) ?? []).length };
}

/** The shared stub model (testing/stub-translator.ts): honours the glossary, ignores it, or echoes the source. */
let mode: 'honour' | 'ignore' | 'echo' = 'honour';

let t: TTestApp;
let stub: ChatStub;
let lawyer: TLawyer;
let other: TLawyer;

beforeAll(async () => {
  stub = await startChatStub((request) => ({ content: stubTranslate(request.user, mode, { to: stubTargetOf(request.system) }) }));
  t = await buildTestApp({ env: { AI_BASE_URL: stub.url, AI_MODEL: 'stub-model', AI_MAX_RETRIES: '0' } });
  lawyer = await buildLawyer(t.app, { quotas: { translation: 20 } });
  other = await buildLawyer(t.app, { quotas: { translation: 20 } });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const api = (p: string) => `${TRANSLATION_BASE}/${p}`;

async function upload(who: TLawyer, fileName: string, bytes: Uint8Array) {
  const frame = multipartFrame(fileName);
  const body = Buffer.concat([frame.head, await encryptForUpload(who.key, bytes), frame.tail]);
  return who.client.call<TTranslationUpload>('POST', api('upload'), { body, headers: { 'content-type': `multipart/form-data; boundary=${frame.boundary}` } });
}

async function waitDone(client: TestClient, taskId: string): Promise<TTranslationDetail> {
  for (let i = 0; i < 200; i++) {
    const d = await client.get<TTranslationDetail>(api('task/details'), { query: { task_id: taskId } });
    if (d.body.data.status === 'FINISH' || d.body.data.status === 'FAILURE') return d.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('translation did not end');
}

async function makeList(client: TestClient, name: string, terms: [string, string][]): Promise<string> {
  const created = await client.post<{ term_list_id: string }>(api('terminology'), { name });
  const id = created.body.data.term_list_id;
  for (const [source, target] of terms) expect((await client.post(api('term'), { term_list_id: id, source, target })).body.code).toBe(200);
  return id;
}

const CLAUSES = ['第一条 因不可抗力不能履行合同的，甲方不承担责任。', '第二条 甲方应于2024年3月1日前支付人民币叁拾万元整。'];

describe('translation with an enforced glossary', () => {
  let listId: string;
  beforeAll(async () => {
    listId = await makeList(lawyer.client, '合同术语', [
      ['不可抗力', 'force majeure'],
      ['甲方', 'Party A'],
    ]);
  });

  it('prices the file, translates it with the glossary enforced and every number checked', async () => {
    const up = await upload(lawyer, '合同.docx', await buildContractDocx(CLAUSES));
    expect(up.body.code).toBe(200);
    expect(up.body.data.detected_lang).toBe('zh');
    const amount = await lawyer.client.post<TFileAmount>(api('file/amount'), { file_id: up.body.data.file_id });
    expect(amount.body.data.price_cents).toBe(Math.ceil((amount.body.data.char_count * amount.body.data.price_per_thousand_cents) / 1000));
    mode = 'honour';
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en', term_list_ids: [listId] });
    expect(task.body.code).toBe(200);
    const detail = await waitDone(lawyer.client, task.body.data.task_id);
    expect(detail.status).toBe('FINISH');
    const first = detail.segments.find((s) => s.source.includes('不可抗力'))!;
    expect(first.target).toContain('force majeure');
    expect(first.target).toContain('Party A');
    expect(first.term_hits.every((h) => h.found)).toBe(true);
    const second = detail.segments.find((s) => s.source.includes('叁拾万'))!;
    expect(second.target).toContain('RMB 300,000');
    expect(second.number_issues).toEqual([]);
    // Every occurrence in the source is listed (甲方 twice, 不可抗力 once) and true to the target text.
    expect(detail.summary.term_total).toBe(3);
    expect(detail.summary.term_found).toBe(3);
  });

  it('flags the terms a model dropped, and a lawyer’s edit is re-checked', async () => {
    const up = await upload(lawyer, '合同2.docx', await buildContractDocx([CLAUSES[0]!]));
    mode = 'ignore';
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en', term_list_ids: [listId] });
    const detail = await waitDone(lawyer.client, task.body.data.task_id);
    const seg = detail.segments.find((s) => s.source.includes('不可抗力'))!;
    expect(seg.term_misses.map((m) => m.term).sort()).toEqual(['不可抗力', '甲方']);
    expect(seg.term_hits.filter((h) => !h.found)).toHaveLength(2);
    const edited = await lawyer.client.post<{ segment: { term_hits: { found: boolean }[]; edited: boolean } }>(api('task/change'), {
      task_id: task.body.data.task_id,
      segment_id: seg.segment_id,
      target: 'Article 1 Where the contract cannot be performed due to force majeure, Party A is not liable.',
    });
    expect(edited.body.data.segment.edited).toBe(true);
    expect(edited.body.data.segment.term_hits.every((h) => h.found)).toBe(true);
  });

  it('英->中: enforces the Chinese of every English term found (any case, hyphenated or not), never a word inside another term', async () => {
    const enList = await makeList(lawyer.client, '英文合同术语', [
      ['不可抗力', 'force majeure'],
      ['甲方', 'Party A'],
      ['当事人', 'party'],
      ['第三方', 'third party'],
    ]);
    const clauses = [
      'Article 1 Neither Party shall be liable for a failure caused by Force Majeure; the force-majeure notice is due within 15 days.',
      'Article 2 Party A shall pay RMB 300,000 by March 1, 2024, and no third-party beneficiary or counterparty may enforce it.',
    ];
    const up = await upload(lawyer, 'Contract.docx', await buildContractDocx(clauses));
    expect(up.body.data.detected_lang).toBe('en');
    mode = 'honour';
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'en', target_lang: 'zh', term_list_ids: [enList] });
    const detail = await waitDone(lawyer.client, task.body.data.task_id);
    expect(detail.status).toBe('FINISH');
    const [first, second] = [clauses[0]!, clauses[1]!].map((c) => detail.segments.find((s) => s.source === c)!);
    // "Party" (当事人) and Force Majeure twice (as a noun and as the hyphenated adjective), each rendered in Chinese.
    expect(first!.term_hits.map((h) => [h.term, h.expected, h.found])).toEqual([
      ['party', '当事人', true],
      ['force majeure', '不可抗力', true],
      ['force majeure', '不可抗力', true],
    ]);
    expect((first!.target ?? '').split('不可抗力')).toHaveLength(3);
    expect(first!.target).toContain('当事人');
    // "Party A" wins over "party"; "third-party" is the term third party; "counterparty" holds no term.
    expect(second!.term_hits.map((h) => [h.term, h.expected, h.found])).toEqual([
      ['Party A', '甲方', true],
      ['third party', '第三方', true],
    ]);
    expect(second!.target).toContain('人民币300,000元');
    expect(second!.target).toContain('2024年3月1日');
    expect(second!.target).not.toContain('当事人');
    expect(second!.number_issues).toEqual([]);
    expect(detail.summary.term_total).toBe(5);
    expect(detail.summary.term_found).toBe(5);

    // A model that writes its own habit instead of the placeholders: every term is named missed, against the Chinese text.
    mode = 'ignore';
    const ignored = await waitDone(lawyer.client, (await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'en', target_lang: 'zh', term_list_ids: [enList] })).body.data.task_id);
    const seg = ignored.segments.find((s) => s.source === clauses[0])!;
    expect(seg.target).not.toContain('不可抗力');
    expect(seg.term_misses.map((m) => m.term).sort()).toEqual(['force majeure', 'party']);
    expect(seg.term_hits.every((h) => !h.found)).toBe(true);
    expect(ignored.summary.term_found).toBe(0);
    mode = 'honour';
  });

  it('writes a lawyer’s edit of a paragraph with a page field and a link with each field once, in place', async () => {
    // 见第[PAGE field, its cached "3" in the field's end run]页及[HYPERLINK field: 附件一]。
    const zip = await JSZip.loadAsync(await buildContractDocx(['FIELDPARA']));
    const xml = await zip.file('word/document.xml')!.async('string');
    const r = (inner: string) => `<w:r>${inner}</w:r>`;
    const t = (text: string) => r(`<w:t xml:space="preserve">${text}</w:t>`);
    const para =
      `<w:p>${t('见第')}${r('<w:fldChar w:fldCharType="begin"/>')}${r('<w:instrText xml:space="preserve"> PAGE </w:instrText>')}${r('<w:fldChar w:fldCharType="separate"/>')}` +
      `${r('<w:t>3</w:t><w:fldChar w:fldCharType="end"/>')}${t('页及')}${r('<w:fldChar w:fldCharType="begin"/>')}` +
      `${r('<w:instrText xml:space="preserve"> HYPERLINK "https://example.com/a1" </w:instrText>')}${r('<w:fldChar w:fldCharType="separate"/>')}${t('附件一')}` +
      `${r('<w:fldChar w:fldCharType="end"/>')}${t('。')}</w:p>`;
    zip.file('word/document.xml', xml.replace(/<w:p>(?:(?!<w:p>)[\s\S])*?FIELDPARA[\s\S]*?<\/w:p>/, para));
    const up = await upload(lawyer, '附件引用.docx', await zip.generateAsync({ type: 'uint8array' }));
    mode = 'honour';
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en', term_list_ids: [] });
    const detail = await waitDone(lawyer.client, task.body.data.task_id);
    const seg = detail.segments.find((s) => s.source === '见第3页及附件一。')!;
    expect(seg.target).toContain('3');
    const edit = 'As set out on page 3, see also Annex 1 hereto.';
    const changed = await lawyer.client.post(api('task/change'), { task_id: task.body.data.task_id, segment_id: seg.segment_id, target: edit });
    expect(changed.body.code).toBe(200);
    const download = await lawyer.client.request('POST', api('task/download'), { body: { task_id: task.body.data.task_id } });
    const { layout } = readLayout(openDocx(download.rawPayload));
    const after = layout.paragraphs.find((p) => p.text.includes('hereto'))!;
    // The page number once (the field's own), not the edit's "3" and the field's "3".
    expect(after.text.split('3')).toHaveLength(2);
    const out = layout.parts.get(after.part)!.xml.slice(after.start, after.end);
    expect((out.match(/fldCharType="begin"/g) ?? []).length).toBe(2);
    expect(out.indexOf('As set out on page')).toBeLessThan(out.indexOf(' PAGE '));
    expect(out.indexOf(' PAGE ')).toBeLessThan(out.indexOf('see also'));
    expect(out.indexOf('see also')).toBeLessThan(out.indexOf('HYPERLINK'));
  });

  it('fails a model that returns the source untranslated, refunds it, and a retry finishes the rest', async () => {
    const up = await upload(lawyer, '合同3.docx', await buildContractDocx(CLAUSES));
    mode = 'echo';
    const before = await lawyer.client.get<{ personal_info: { use_info: { models: string; number: number; use_number: number }[] } }>('/api/lawdesk/saas/api/v1/base/info');
    const used = () => before.body.data.personal_info.use_info.find((u) => u.models === 'translation')!.use_number;
    const usedBefore = used();
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en', term_list_ids: [] });
    const failed = await waitDone(lawyer.client, task.body.data.task_id);
    expect(failed.status).toBe('FAILURE');
    expect(failed.failure_reason).toMatch(/段翻译失败/);
    expect(failed.segments.every((s) => s.status === 'failed' && s.error === '模型未翻译该段（返回了原文）')).toBe(true);
    const after = await lawyer.client.get<typeof before.body.data>('/api/lawdesk/saas/api/v1/base/info');
    expect(after.body.data.personal_info.use_info.find((u) => u.models === 'translation')!.use_number).toBe(usedBefore);
    mode = 'honour';
    expect((await lawyer.client.post(api('task/retry'), { task_id: task.body.data.task_id })).body.code).toBe(200);
    const done = await waitDone(lawyer.client, task.body.data.task_id);
    expect(done.status).toBe('FINISH');
  });

  it("keeps another user's tasks and lists private (404)", async () => {
    const list = await other.client.get(api('term'), { query: { term_list_id: listId } });
    expect(list.status).toBe(404);
    const tasks = await lawyer.client.get<{ items: { task_id: string }[] }>(api('tasks'));
    const detail = await other.client.get(api('task/details'), { query: { task_id: tasks.body.data.items[0]!.task_id } });
    expect(detail.status).toBe(404);
  });
});

describe('term lists', () => {
  it('refuses a duplicate term with 30301 and keeps the first', async () => {
    const id = await makeList(lawyer.client, '重复测试', [['违约金', 'liquidated damages']]);
    const dup = await lawyer.client.post(api('term'), { term_list_id: id, source: '违约金', target: 'penalty' });
    expect(dup.body.code).toBe(30301);
    const terms = await lawyer.client.get<{ items: { target: string }[] }>(api('term'), { query: { term_list_id: id } });
    expect(terms.body.data.items.map((x) => x.target)).toEqual(['liquidated damages']);
  });

  async function importXlsx(listId: string, rows: (string | undefined)[][], header = ['原文', '译文', '备注']) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('术语');
    sheet.addRow(header);
    for (const r of rows) sheet.addRow(r);
    return importBytes(listId, Buffer.from(await book.xlsx.writeBuffer()));
  }

  async function importBytes(listId: string, bytes: Buffer) {
    const boundary = '----lawdeskterm';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="term_list_id"\r\n\r\n${listId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return lawyer.client.call<TImportTermsResult>('POST', api('term/import'), { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  }

  it('imports 10,000 rows, reports duplicates, and saves nothing from a file with a bad row', async () => {
    const id = await makeList(lawyer.client, '大表', [['术语0', 'term 0']]);
    const rows = Array.from({ length: 10_000 }, (_, i) => [`术语${i}`, `term ${i}`, '']);
    rows.push(['术语5', 'again', '']);
    const res = await importXlsx(id, rows);
    expect(res.body.data.errors).toEqual([]);
    expect(res.body.data.imported).toBe(9_999);
    expect(res.body.data.duplicates.map((d) => d.source).sort()).toEqual(['术语0', '术语5']);
    const bad = await importXlsx(id, [['新术语', 'new term'], ['', 'no source']]);
    expect(bad.body.data).toMatchObject({ imported: 0, errors: [{ row: 3, message: '原文术语不能为空' }] });
    const wrongColumns = await importXlsx(id, [['a', 'b']], ['Source', 'Target']);
    expect(wrongColumns.body.code).toBe(30302);
    const lists = await lawyer.client.get<{ items: TTermList[] }>(api('terminology'));
    expect(lists.body.data.items.find((l) => l.term_list_id === id)!.count).toBe(10_000);
    const exported = await lawyer.client.request('GET', api(`term/export?term_list_id=${id}`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(10_001);

    // A translation with the 10,000-term list: the terms found are enforced, and the model is told only those.
    mode = 'honour';
    const up = await upload(lawyer, '大表合同.docx', await buildContractDocx(['第一条 术语17与术语9999由甲方负责，术语17另行约定。']));
    const asked = stub.requests.length;
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en', term_list_ids: [id] });
    const detail = await waitDone(lawyer.client, task.body.data.task_id);
    expect(detail.status).toBe('FINISH');
    const seg = detail.segments.find((s) => s.source.includes('术语9999'))!;
    expect(seg.target).toMatch(/term 17\b.*term 9999\b.*term 17\b/);
    expect(seg.term_hits.map((h) => [h.term, h.found])).toEqual([
      ['术语17', true],
      ['术语17', true],
      ['术语9999', true],
    ]);
    const prompt = stub.requests.slice(asked).find((r) => r.user.includes('⟦T'))!.system;
    expect(prompt.match(/^⟦T\d+⟧ = /gm)).toHaveLength(2);
  });

  it('gives a template that imports as it is: its example rows become the list', async () => {
    const template = await lawyer.client.request('GET', api('term/template'));
    expect(template.statusCode).toBe(200);
    const id = await makeList(lawyer.client, '模板导入', []);
    const res = await importBytes(id, template.rawPayload);
    expect(res.body.data).toMatchObject({ imported: 2, errors: [], duplicates: [] });
    const listed = await lawyer.client.get<{ items: { source: string; target: string }[] }>(api('term'), { query: { term_list_id: id } });
    expect(listed.body.data.items.map((x) => [x.source, x.target]).sort()).toEqual([
      ['不可抗力', 'force majeure'],
      ['违约金', 'liquidated damages'],
    ]);
  });

  it('lets only tenant admins create firm lists', async () => {
    const res = await lawyer.client.post(api('terminology'), { name: '企业术语', scope: 'firm' });
    expect(res.status).toBe(403);
  });

  it('shares the firm’s list with every member of the tenant to read and translate with, changed only by its admins, unseen by another tenant', async () => {
    const admin = await buildLawyer(t.app, { isAdmin: true, quotas: { translation: 5 } });
    const created = await admin.client.post<{ term_list_id: string }>(api('terminology'), { name: '律所统一术语', scope: 'firm' });
    expect(created.body.code).toBe(200);
    const firmId = created.body.data.term_list_id;
    expect((await admin.client.post(api('term'), { term_list_id: firmId, source: '违约金', target: 'liquidated damages' })).body.code).toBe(200);

    // A colleague sees it, reads its terms, translates with it, and cannot change it.
    const lists = await lawyer.client.get<{ items: TTermList[] }>(api('terminology'));
    expect(lists.body.data.items.find((l) => l.term_list_id === firmId)).toMatchObject({ name: '律所统一术语', count: 1 });
    const terms = await lawyer.client.get<{ items: { source: string }[] }>(api('term'), { query: { term_list_id: firmId } });
    expect(terms.body.data.items.map((x) => x.source)).toEqual(['违约金']);
    expect((await lawyer.client.post(api('term'), { term_list_id: firmId, source: '定金', target: 'deposit' })).status).toBe(403);
    expect((await lawyer.client.call('PUT', api('terminology'), { body: { term_list_id: firmId, name: '改名' } })).status).toBe(403);
    expect((await lawyer.client.call('DELETE', api('terminology'), { body: { term_list_id: firmId } })).status).toBe(403);
    mode = 'honour';
    const up = await upload(lawyer, '违约条款.docx', await buildContractDocx(['第五条 逾期付款的，乙方应支付违约金。']));
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en', term_list_ids: [firmId] });
    const detail = await waitDone(lawyer.client, task.body.data.task_id);
    expect(detail.segments[0]!.target).toContain('liquidated damages');
    expect(detail.term_lists.map((l) => l.name)).toEqual(['律所统一术语']);

    // Another firm's lawyer neither lists nor reads it.
    const tenantB = await buildTenant(t.app);
    const outsider = await buildLawyer(t.app, { tenantId: tenantB.id, host: hostOf(tenantB) });
    const theirs = await outsider.client.get<{ items: TTermList[] }>(api('terminology'));
    expect(theirs.body.data.items.some((l) => l.term_list_id === firmId)).toBe(false);
    expect((await outsider.client.get(api('term'), { query: { term_list_id: firmId } })).status).toBe(404);
  });
});

describe('formatting kept on a real contract', () => {
  it('translates a real English .doc into Chinese (LibreOffice at upload) with the converted document’s structure kept', async () => {
    const doc = await readFile(ENGLISH_DOC);
    const up = await upload(lawyer, '房屋租赁合同-英文.doc', doc);
    expect(up.body.code).toBe(200);
    expect(up.body.data.detected_lang).toBe('en');
    mode = 'honour';
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'en', target_lang: 'zh' });
    const detail = await waitDone(lawyer.client, task.body.data.task_id);
    expect(detail.status).toBe('FINISH');
    // Every segment with English words came back in Chinese (a line of blanks or figures has nothing to translate).
    const untranslated = detail.segments.filter((s) => s.status !== 'done' || (/[A-Za-z]{2}/.test(s.source) && !/[\u4e00-\u9fff]/.test(s.target ?? '')));
    expect(untranslated.map((s) => [s.source, s.target])).toEqual([]);
    const download = await lawyer.client.request('POST', api('task/download'), { body: { task_id: task.body.data.task_id } });
    expect(download.headers['content-type']).toContain('wordprocessingml');
    // The same conversion the upload made, here: its paragraphs, tables and numbering are the translation's.
    const converted = await convertDocToDocx(doc, { soffice: process.env.SOFFICE_PATH ?? 'soffice', timeoutMs: 120_000 });
    expect(await structure(download.rawPayload)).toEqual(await structure(Buffer.from(converted)));
    expect((await structure(download.rawPayload)).p).toBeGreaterThan(detail.segments.length - 1);
  }, 120_000);

  it('keeps the paragraph, table and numbering structure of the original .docx', async () => {
    const original = await readFile(REAL_CONTRACT);
    const up = await upload(lawyer, '借款合同.docx', original);
    expect(up.body.code).toBe(200);
    mode = 'honour';
    const task = await lawyer.client.post<{ task_id: string }>(api('task'), { file_id: up.body.data.file_id, source_lang: 'zh', target_lang: 'en' });
    const detail = await waitDone(lawyer.client, task.body.data.task_id);
    expect(detail.status).toBe('FINISH');
    const download = await lawyer.client.request('POST', api('task/download'), { body: { task_id: task.body.data.task_id } });
    expect(download.headers['content-type']).toContain('wordprocessingml');
    const count = async (bytes: Buffer) => {
      const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
      return { p: (xml.match(/<w:p[ >]/g) ?? []).length, tbl: (xml.match(/<w:tbl>/g) ?? []).length, numPr: (xml.match(/<w:numPr>/g) ?? []).length };
    };
    expect(await count(download.rawPayload)).toEqual(await count(original));
    const xml = await (await JSZip.loadAsync(download.rawPayload)).file('word/document.xml')!.async('string');
    expect(xml).toContain('EN ');
    // Run by run: the bold words of the interest clause (本金的50%) are bold in the translation, the rest is not.
    const rate = detail.segments.find((s) => s.source.startsWith('借款利率为'))!;
    expect(rate.target).toMatch(/^EN text\s+text 50%\s+text$/);
    const { layout } = readLayout(openDocx(new Uint8Array(download.rawPayload)));
    const p = layout.paragraphs[layout.paragraphs.findIndex((x) => x.text === rate.target)]!;
    const part = layout.parts.get(p.part)!.xml;
    const runs = p.runs.map((r) => ({ text: r.children.filter((c) => c.vLen > 0).map((c) => p.text.slice(c.vStart, c.vStart + c.vLen)).join(''), bold: formatKey(r.rPrStart >= 0 ? part.slice(r.rPrStart, r.rPrEnd) : '').split(';').includes('b') }));
    expect(runs.filter((r) => r.bold).map((r) => r.text.trim())).toEqual(['text 50%']);
    const bilingual = await lawyer.client.request('POST', api('task/download'), { body: { task_id: task.body.data.task_id, kind: 'bilingual' } });
    expect(bilingual.statusCode).toBe(200);
  });
});
