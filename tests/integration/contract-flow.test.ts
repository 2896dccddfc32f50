/**
 * Contract review end to end through the HTTP API, with the worker running in the test app (PGlite, or PostgreSQL
 * when TEST_DATABASE_URL is set): encrypted upload -> category suggestion -> stances -> create -> the job runs ->
 * FINISH -> list -> status -> result -> decisions -> downloads that decrypt to Word files whose comments sit on
 * their quotes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Messages } from '@common/codes';
import type {
  TAiTypeResponse,
  TCategoryNode,
  TListTasksResponse,
  TStanceOption,
  TTaskResult,
  TTaskStatusItem,
  TFinding,
} from '@common/api/contract';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { appEvents, type TTaskFinishedEvent } from '../../server/events/app-events';
import { readDocx } from '../../server/review/docx/index';
import { useTestApp } from '../helpers/build-test-app';
import {
  buildLawyer,
  contractPath,
  createPayload,
  downloadDecrypted,
  postCreate,
  uploadPlain,
  waitForSettled,
  type TLawyer,
} from '../helpers/contract-client';
import { buildContractDocx, SALE_CONTRACT_LINES } from '../helpers/contract-docx';
import { commentAnchorProblems } from '../helpers/contract-docx-check';

describe('contract review flow', () => {
  const t = useTestApp();
  let lawyer: TLawyer;
  let contract: Buffer;
  let taskId = '';
  let finished: TTaskStatusItem;
  const events: TTaskFinishedEvent[] = [];

  it('uploads an encrypted .docx and answers its md5, character count and size', async () => {
    lawyer = await buildLawyer(t().app);
    appEvents(t().app).on('task.finished', (e) => events.push(e));
    contract = await buildContractDocx();
    const res = await uploadPlain(lawyer, '设备买卖合同.docx', contract);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(Code.OK);
    const doc = readDocx(contract);
    expect(res.body.data).toMatchObject({
      file_name: '设备买卖合同.docx',
      file_type: 'docx',
      file_count: doc.charCount,
      file_compute: (contract.length / 1024).toFixed(2),
    });
    expect(res.body.data.md5_file).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.data.timestamp).toMatch(/^\d+$/);
  });

  it('passes the quota pre-check', async () => {
    const res = await lawyer.client.get(contractPath('contract/check'));
    expect(res.body).toMatchObject({ code: Code.OK, data: {} });
  });

  it('lists the categories as a tree of groups with selectable leaves', async () => {
    const res = await lawyer.client.get<{ contract_sort: TCategoryNode[] }>(contractPath('categories'));
    const leaves = res.body.data.contract_sort.flatMap((g) => g.children.map((c) => c.label));
    for (const name of ['买卖合同', '房屋租赁合同', '借款合同', '劳动合同', '保密协议', '股权转让协议']) expect(leaves).toContain(name);
  });

  it('suggests 买卖合同 with the main amount, and offers its stances', async () => {
    const up = await uploadPlain(lawyer, '设备买卖合同.docx', contract);
    const type = await lawyer.client.post<TAiTypeResponse>(contractPath('contract/type'), { timestamp: up.body.data.timestamp, file_md5: up.body.data.md5_file });
    expect(type.body.data.file_type).toEqual({ id: 'sale', name: '买卖合同' });
    expect(type.body.data.amount).toBe(1_000_000);
    const stances = await lawyer.client.post<{ contract_stance: TStanceOption[] }>(contractPath('contract/stance'), {
      contract_type_id: 'sale',
      timestamp: up.body.data.timestamp,
      md5_file: up.body.data.md5_file,
      contract_name: '设备买卖合同.docx',
    });
    expect(stances.body.data.contract_stance).toEqual(
      expect.arrayContaining([
        { stances: '买方', prompt_id: 'buyer' },
        { stances: '卖方', prompt_id: 'seller' },
      ]),
    );
    const unknown = await lawyer.client.post(contractPath('contract/stance'), { contract_type_id: 'no-such-category' });
    expect(unknown.status).toBe(400);
  });

  it('creates the task PENDING with the contract name as task name, and the worker finishes it', async () => {
    const upload = (await uploadPlain(lawyer, '设备买卖合同.docx', contract)).body.data;
    const created = await postCreate(lawyer.client, createPayload(upload));
    expect(created.body).toMatchObject({ code: Code.OK, data: { contract_stance: '买方', file_type: '买卖合同' } });
    taskId = created.body.data.task_id;
    finished = await waitForSettled(lawyer.client, taskId);
    expect(finished).toMatchObject({ task_id: taskId, task_status: 'FINISH', sec: 100, failure_reason: '' });
    for (const id of [finished.annotated_file_url_id, finished.detail_annotated_file_url_id, finished.pure_annotated_file_url_id, finished.complete_report_url_id]) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(events).toContainEqual({ tenantId: lawyer.user.tenantId, userId: lawyer.user.id, taskId, status: 'FINISH', taskName: '设备买卖合同' });
  });

  it('shows the finished task in the list with its counts and file ids', async () => {
    const res = await lawyer.client.get<TListTasksResponse>(contractPath('tasks'), { query: { page: '1', page_size: '10' } });
    const task = res.body.data.contract_infos.find((x) => x.task_id === taskId)!;
    expect(task).toMatchObject({
      task_name: '设备买卖合同',
      file_name: '设备买卖合同.docx',
      contract_type_id: 'sale',
      contract_type_name: '买卖合同',
      review_stance: 'buyer',
      review_stance_name: '买方',
      review_people: '张律师',
      status: 'FINISH',
      sec: 100,
      is_new: true,
      annotated_file_url_id: finished.annotated_file_url_id,
      complete_report_url_id: finished.complete_report_url_id,
    });
    expect(task.finding_counts.high).toBeGreaterThan(0);
    expect(task.original_file_url_id).toBe(task.file_id);
  });

  it('returns the result: findings in document order with legal basis, the document model and a summary', async () => {
    const res = await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId } });
    expect(res.body.code).toBe(Code.OK);
    const { findings, document, summary } = res.body.data;
    expect(findings.map((f) => f.rule_id)).toEqual(expect.arrayContaining(['general.deposit.over-20', 'general.penalty.daily-high']));
    const positions = findings.filter((f) => f.anchor).map((f) => f.anchor!.paragraph_index * 1e6 + f.anchor!.start);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const deposit = findings.find((f) => f.rule_id === 'general.deposit.over-20')!;
    expect(deposit.legal_basis).toContainEqual(expect.objectContaining({ law: '民法典', article: '第五百八十六条', resolved: true }));
    expect(document.paragraphs.map((p) => p.text)).toEqual(readDocx(contract).paragraphs.map((p) => p.text));
    // Anchors point at the text the detail page shows.
    for (const f of findings.filter((x) => x.anchor)) {
      expect(document.paragraphs[f.anchor!.paragraph_index]!.text.slice(f.anchor!.start, f.anchor!.end)).toBe(f.anchor!.quote);
    }
    expect(summary).toMatch(/^共发现\d+项风险/);
  });

  it('downloads the four outputs and the original, decrypted like the browser does, each a Word file', async () => {
    const result = (await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId } })).body.data;
    const annotated = await downloadDecrypted(lawyer, finished.annotated_file_url_id);
    expect(annotated.filename).toBe('设备买卖合同-批注版.docx');
    expect(commentAnchorProblems(annotated.bytes, result.findings)).toEqual([]);
    expect(readDocx(annotated.bytes).paragraphs.map((p) => p.text)).toEqual(readDocx(contract).paragraphs.map((p) => p.text));

    const detailed = await downloadDecrypted(lawyer, finished.detail_annotated_file_url_id);
    expect(detailed.filename).toBe('设备买卖合同-修订版.docx');
    const clean = await downloadDecrypted(lawyer, finished.pure_annotated_file_url_id);
    expect(clean.filename).toBe('设备买卖合同-清洁版.docx');
    const report = await downloadDecrypted(lawyer, finished.complete_report_url_id);
    expect(report.filename).toBe('设备买卖合同-审查意见书.docx');
    expect(readDocx(report.bytes).paragraphs.map((p) => p.text).join('')).toContain('审查意见书');
    const original = await downloadDecrypted(lawyer, result.task.original_file_url_id);
    expect(original.filename).toBe('设备买卖合同-原文.docx');
    expect(original.bytes.equals(contract)).toBe(true);

    const penalty = result.findings.find((f) => f.rule_id === 'general.penalty.daily-high')!;
    expect(readDocx(clean.bytes).paragraphs[penalty.anchor!.paragraph_index]!.text).toContain(penalty.revision!.text);
  });

  it('serves file bytes as application/octet-stream, never cached', async () => {
    const raw = await lawyer.client.request('GET', contractPath(`files/${finished.annotated_file_url_id}`));
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('application/octet-stream');
    expect(raw.headers['cache-control']).toContain('no-store');
    expect(raw.rawPayload.subarray(0, 4).toString('ascii')).toBe('LDX1');
  });

  it('records decisions and rebuilds the detailed and clean copies from them', async () => {
    const result = (await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId } })).body.data;
    const penalty = result.findings.find((f) => f.rule_id === 'general.penalty.daily-high')!;
    const decided = await lawyer.client.call<{ finding: TFinding }>('PUT', contractPath('task/review/info'), {
      body: { task_id: taskId, finding_id: penalty.id, decision: 'rejected' },
    });
    expect(decided.body.data.finding).toMatchObject({ id: penalty.id, decision: 'rejected' });

    const at = penalty.anchor!.paragraph_index;
    const clean = await downloadDecrypted(lawyer, finished.pure_annotated_file_url_id);
    expect(readDocx(clean.bytes).paragraphs[at]!.text).toContain(penalty.anchor!.quote);
    expect(readDocx(clean.bytes).paragraphs[at]!.text).not.toContain(penalty.revision!.text);
    const detailed = await downloadDecrypted(lawyer, finished.detail_annotated_file_url_id);
    expect(readDocx(detailed.bytes).paragraphs[at]!.text).not.toContain(penalty.revision!.text);

    // Reopened: the suggestion is back in the clean copy; the file ids never changed.
    await lawyer.client.call('PUT', contractPath('task/review/info'), { body: { task_id: taskId, finding_id: penalty.id, decision: 'open' } });
    const again = await downloadDecrypted(lawyer, finished.pure_annotated_file_url_id);
    expect(readDocx(again.bytes).paragraphs[at]!.text).toContain(penalty.revision!.text);
    const after = (await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId } })).body.data;
    expect(after.findings.find((f) => f.id === penalty.id)!.decision).toBe('open');
    expect(after.task.pure_annotated_file_url_id).toBe(finished.pure_annotated_file_url_id);
  });

  it('renames the task (修改成功) and finds it by the new name', async () => {
    const renamed = await lawyer.client.call('PUT', contractPath('task/name'), { body: { task_id: taskId, task_name: '华东设备采购' } });
    expect(renamed.body).toMatchObject({ code: Code.OK, message: Messages.renamed });
    const list = await lawyer.client.get<TListTasksResponse>(contractPath('tasks'), { query: { search: '华东' } });
    expect(list.body.data.contract_infos.map((x) => x.task_id)).toEqual([taskId]);
    const file = await downloadDecrypted(lawyer, finished.complete_report_url_id);
    expect(file.filename).toBe('华东设备采购-审查意见书.docx');
  });

  it('charged exactly one use for the review', async () => {
    const info = await lawyer.client.get<{ personal_info: { use_info: { models: string; number: number; use_number: number }[] } }>(
      '/api/lawdesk/saas/api/v1/base/info',
    );
    expect(info.body.data.personal_info.use_info.find((u) => u.models === 'contract_review')).toMatchObject({ number: 50, use_number: 1 });
  });

  it('deletes the task with its files (删除成功！) and the upload when nothing else uses it', async () => {
    const fileIds = [finished.annotated_file_url_id, finished.detail_annotated_file_url_id, finished.pure_annotated_file_url_id, finished.complete_report_url_id];
    const original = (await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId } })).body.data.task.original_file_url_id;
    const res = await lawyer.client.call('DELETE', contractPath('tasks'), { body: { contract_id: taskId } });
    expect(res.body).toMatchObject({ code: Code.OK, message: Messages.deleted });
    for (const id of [...fileIds, original]) {
      const file = await lawyer.client.request('GET', contractPath(`files/${id}`));
      expect(file.statusCode).toBe(404);
    }
    const result = await lawyer.client.get(contractPath('task/result'), { query: { task_id: taskId } });
    expect(result.status).toBe(404);
  });
});

describe('contract review with a language model configured (local chat-completions stub)', () => {
  const DELIVERY = '乙方应于2025年3月1日前将设备交付至甲方指定地点';
  let stub: ChatStub;
  const options = { env: {} as Record<string, string> };
  // Registered before useTestApp's hook, so the app is built with the stub's address.
  beforeAll(async () => {
    stub = await startChatStub((request) => {
      if (!request.user.includes('交付至甲方指定地点')) return { content: '{"findings":[]}' };
      return {
        content: JSON.stringify({
          findings: [
            {
              check_id: null,
              quote: DELIVERY,
              level: 'medium',
              title: '交付地点约定不明确',
              explanation: '仅约定甲方指定地点，未约定指定方式和期限，交付地点可能产生争议。',
              suggestion: '明确具体交付地址，或约定甲方书面指定地点的方式与期限。',
              revision: null,
              citations: [{ law: '民法典', article: '第六百零三条' }],
            },
          ],
        }),
      };
    });
    options.env.AI_BASE_URL = stub.url;
    options.env.AI_MODEL = 'stub-model';
  });
  afterAll(async () => {
    await stub?.close();
  });
  const t = useTestApp(options);

  it('adds the model’s finding, quoted from the statute corpus, anchored in the Word file', async () => {
    const lawyer = await buildLawyer(t().app);
    const contract = await buildContractDocx();
    const upload = (await uploadPlain(lawyer, '设备买卖合同.docx', contract)).body.data;
    const created = await postCreate(lawyer.client, createPayload(upload));
    const status = await waitForSettled(lawyer.client, created.body.data.task_id);
    expect(status.task_status).toBe('FINISH');
    expect(stub.requests.length).toBeGreaterThan(0);
    const result = (await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: created.body.data.task_id } })).body.data;
    const model = result.findings.find((f) => f.source === 'model');
    expect(model).toMatchObject({ title: '交付地点约定不明确', anchor: { quote: DELIVERY } });
    expect(model!.legal_basis[0]).toMatchObject({ law: '民法典', article: '第六百零三条', resolved: true });
    expect(model!.legal_basis[0]!.text).toContain('出卖人应当按照约定的地点交付标的物');
    // The rules still ran.
    expect(result.findings.some((f) => f.rule_id === 'general.deposit.over-20')).toBe(true);
    const annotated = await downloadDecrypted(lawyer, status.annotated_file_url_id);
    expect(commentAnchorProblems(annotated.bytes, result.findings)).toEqual([]);
  });
});

describe('personal data and the model (AI_MASK_PERSONAL_DATA)', () => {
  const ID = '110101199003077774';
  const PHONE = '13912345678';
  const lines = [...SALE_CONTRACT_LINES.slice(0, 3), `乙方联系人：张伟，身份证号码：${ID}，电话：${PHONE}`, ...SALE_CONTRACT_LINES.slice(3)];

  for (const masking of [true, false]) {
    describe(masking ? 'on (the default)' : 'off', () => {
      let stub: ChatStub;
      const options = { env: {} as Record<string, string> };
      beforeAll(async () => {
        stub = await startChatStub(() => ({ content: '{"findings":[]}' }));
        options.env.AI_BASE_URL = stub.url;
        options.env.AI_MODEL = 'stub-model';
        if (!masking) options.env.AI_MASK_PERSONAL_DATA = 'false';
      });
      afterAll(async () => {
        await stub?.close();
      });
      const t = useTestApp(options);

      it(masking ? 'sends the model no ID or phone number' : 'sends the text as it is', async () => {
        const lawyer = await buildLawyer(t().app);
        const upload = (await uploadPlain(lawyer, '设备买卖合同.docx', await buildContractDocx(lines))).body.data;
        const created = await postCreate(lawyer.client, createPayload(upload));
        expect((await waitForSettled(lawyer.client, created.body.data.task_id)).task_status).toBe('FINISH');
        const sent = stub.requests.map((r) => r.user).join('\n');
        expect(sent).toContain('交付至甲方指定地点');
        for (const secret of [ID, PHONE]) expect(sent.includes(secret)).toBe(!masking);
      });
    });
  }
});
