/**
 * The task lifecycle a lawyer relies on (spec §4, §5): one task per submit however often it is clicked or replayed,
 * the quota pre-check and one charge per finished review, retry only for a failed review, the action guards
 * (合同审查中，请稍后再试 / 合同审查失败，请重试), rename and delete, and mutations that a replayed offline outbox
 * cannot apply twice.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Code, Messages } from '@common/codes';
import type { TListTasksResponse, TTaskResult } from '@common/api/contract';
import { contractTasks, contractUploads, quotas } from '../../server/db/schema/index';
import { ContractMessages } from '../../server/services/contract/contract-errors';
import { grantQuotas } from '../../server/services/quota/grant-quotas';
import { useTestApp } from '../helpers/build-test-app';
import {
  buildLawyer,
  contractPath,
  createPayload,
  downloadDecrypted,
  idempotencyKey,
  postCreate,
  uploadPlain,
  waitForSettled,
  type TLawyer,
} from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';
import { buildTask } from '../helpers/contract-factory';

async function useOf(t: () => { app: FastifyInstance }, userId: string): Promise<number> {
  const [row] = await t().app.db.select().from(quotas).where(and(eq(quotas.userId, userId), eq(quotas.model, 'contract_review')));
  return row?.useNumber ?? 0;
}

function expectCode(res: { status: number; body: { code: number; message: string } }, status: number, code: number, message?: string) {
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(code);
  if (message) expect(res.body.message).toBe(message);
}

describe('create, quota and retry (worker running)', () => {
  const t = useTestApp();
  let contract: Buffer;
  beforeAll(async () => {
    contract = await buildContractDocx();
  });

  it('creates one task for a double click and for a replay of the same Idempotency-Key', async () => {
    const lawyer = await buildLawyer(t().app);
    const upload = (await uploadPlain(lawyer, '买卖合同.docx', contract)).body.data;
    const key = idempotencyKey();
    const [a, b] = await Promise.all([postCreate(lawyer.client, createPayload(upload), key), postCreate(lawyer.client, createPayload(upload), key)]);
    const replay = await postCreate(lawyer.client, createPayload(upload), key);
    expect(a.body.code).toBe(Code.OK);
    expect(b.body.data.task_id).toBe(a.body.data.task_id);
    expect(replay.body.data.task_id).toBe(a.body.data.task_id);
    expect(replay.raw.headers['idempotent-replayed']).toBe('true');
    const tasks = await t().app.db.select().from(contractTasks).where(eq(contractTasks.userId, lawyer.user.id));
    expect(tasks).toHaveLength(1);
    await waitForSettled(lawyer.client, a.body.data.task_id);
    expect(await useOf(t, lawyer.user.id)).toBe(1);
  });

  it('refuses the same key for a different submission (409) and a new key creates a second task', async () => {
    const lawyer = await buildLawyer(t().app);
    const upload = (await uploadPlain(lawyer, '买卖合同.docx', contract)).body.data;
    const key = idempotencyKey();
    const first = await postCreate(lawyer.client, createPayload(upload), key);
    const conflicting = await postCreate(lawyer.client, createPayload(upload, { review_people: '李律师' }), key);
    expect(conflicting.status).toBe(409);
    const second = await postCreate(lawyer.client, createPayload(upload));
    expect(second.body.data.task_id).not.toBe(first.body.data.task_id);
    await waitForSettled(lawyer.client, first.body.data.task_id);
    await waitForSettled(lawyer.client, second.body.data.task_id);
  });

  it('refuses an unknown upload (404), category or stance (400)', async () => {
    const lawyer = await buildLawyer(t().app);
    const upload = (await uploadPlain(lawyer, '买卖合同.docx', contract)).body.data;
    expectCode(await postCreate(lawyer.client, createPayload(upload, { file_md5: '0'.repeat(32) })), 404, Code.NOT_FOUND, ContractMessages.uploadNotFound);
    expectCode(await postCreate(lawyer.client, createPayload(upload, { contract_type_id: 'nope' })), 400, Code.BAD_REQUEST, ContractMessages.categoryUnknown);
    expectCode(await postCreate(lawyer.client, createPayload(upload, { review_stance: 'lessor' })), 400, Code.BAD_REQUEST, ContractMessages.stanceUnknown);
    expect(await t().app.db.select().from(contractTasks).where(eq(contractTasks.userId, lawyer.user.id))).toEqual([]);
  });

  it('answers 10014 on the pre-check and on create when no use is left', async () => {
    const lawyer = await buildLawyer(t().app, { quotas: { contract_review: 0 } });
    const upload = (await uploadPlain(lawyer, '买卖合同.docx', contract)).body.data;
    expectCode(await lawyer.client.get(contractPath('contract/check')), 403, Code.LIMIT_REACHED, Messages.limitReached);
    expectCode(await postCreate(lawyer.client, createPayload(upload)), 403, Code.LIMIT_REACHED, Messages.limitReached);
  });

  it('charges a use only for a finished review; a review that finds no use left fails, and retry finishes it', async () => {
    const lawyer = await buildLawyer(t().app, { quotas: { contract_review: 1 } });
    const upload = (await uploadPlain(lawyer, '买卖合同.docx', contract)).body.data;
    // Both pass the pre-check; only one use exists when the reviews commit.
    const one = await postCreate(lawyer.client, createPayload(upload));
    const two = await postCreate(lawyer.client, createPayload(upload));
    const results = [await waitForSettled(lawyer.client, one.body.data.task_id), await waitForSettled(lawyer.client, two.body.data.task_id)];
    expect(results.map((r) => r.task_status).sort()).toEqual(['FAILURE', 'FINISH']);
    const failed = results.find((r) => r.task_status === 'FAILURE')!;
    expect(failed.failure_reason).toBe(Messages.limitReached);
    expect(failed.sec).toBe(0);
    expect(await useOf(t, lawyer.user.id)).toBe(1);

    // Retry needs a use: still none.
    expectCode(await lawyer.client.post(contractPath('task/run'), { task_id: failed.task_id }), 403, Code.LIMIT_REACHED);
    await grantQuotas(t().app.db, { userId: lawyer.user.id, amounts: { contract_review: 1 } });
    const key = idempotencyKey();
    const retried = await lawyer.client.post(contractPath('task/run'), { task_id: failed.task_id }, { headers: { 'idempotency-key': key } });
    expect(retried.body.code).toBe(Code.OK);
    // The outbox replays the retry: applied once (one more submission, not two).
    const replay = await lawyer.client.post(contractPath('task/run'), { task_id: failed.task_id }, { headers: { 'idempotency-key': key } });
    expect(replay.body.code).toBe(Code.OK);
    const done = await waitForSettled(lawyer.client, failed.task_id);
    expect(done.task_status).toBe('FINISH');
    const [row] = await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, failed.task_id));
    expect(row!.attempt).toBe(2);
    expect(await useOf(t, lawyer.user.id)).toBe(2);
  });

  it('retries only a failed review: a finished one answers 409', async () => {
    const lawyer = await buildLawyer(t().app);
    const upload = (await uploadPlain(lawyer, '买卖合同.docx', contract)).body.data;
    const created = await postCreate(lawyer.client, createPayload(upload));
    await waitForSettled(lawyer.client, created.body.data.task_id);
    expectCode(await lawyer.client.post(contractPath('task/run'), { task_id: created.body.data.task_id }), 409, Code.CONFLICT, ContractMessages.retryOnlyFailed);
  });

  it('deletes one of two tasks on the same upload and keeps the upload for the other', async () => {
    const lawyer = await buildLawyer(t().app);
    const upload = (await uploadPlain(lawyer, '买卖合同.docx', contract)).body.data;
    const a = (await postCreate(lawyer.client, createPayload(upload))).body.data.task_id;
    const b = (await postCreate(lawyer.client, createPayload(upload, { review_stance: 'seller' }))).body.data.task_id;
    await waitForSettled(lawyer.client, a);
    await waitForSettled(lawyer.client, b);
    const key = idempotencyKey();
    const del = await lawyer.client.call('DELETE', contractPath('tasks'), { body: { contract_id: a }, headers: { 'idempotency-key': key } });
    expect(del.body).toMatchObject({ code: Code.OK, message: Messages.deleted });
    // An outbox replay of the delete answers the same, and deletes nothing more.
    const replay = await lawyer.client.call('DELETE', contractPath('tasks'), { body: { contract_id: a }, headers: { 'idempotency-key': key } });
    expect(replay.body).toMatchObject({ code: Code.OK, message: Messages.deleted });
    // Without a key, the task is simply gone.
    expect((await lawyer.client.call('DELETE', contractPath('tasks'), { body: { contract_id: a } })).status).toBe(404);

    const other = (await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: b } })).body.data.task;
    const original = await downloadDecrypted(lawyer, other.original_file_url_id);
    expect(original.bytes.equals(contract)).toBe(true);
    expect(await t().app.db.select().from(contractUploads).where(eq(contractUploads.userId, lawyer.user.id))).toHaveLength(1);
  });
});

describe('guards on unfinished and failed tasks (API only: reviews stay queued)', () => {
  const t = useTestApp({ services: ['api'] });
  let lawyer: TLawyer;
  let pending: string;
  let running: string;
  let failure: string;
  let finish: string;

  beforeAll(async () => {
    lawyer = await buildLawyer(t().app);
    const upload = (await uploadPlain(lawyer, '买卖合同.docx', await buildContractDocx())).body.data;
    pending = (await postCreate(lawyer.client, createPayload(upload))).body.data.task_id;
    const owner = lawyer.user;
    running = (await buildTask(t().app, owner, { status: 'RUNNING', progress: 35 })).id;
    failure = (await buildTask(t().app, owner, { status: 'FAILURE', progress: 0, failureReason: '文档结构无法识别，请另存为docx后重试' })).id;
    finish = (await buildTask(t().app, owner, { status: 'FINISH' })).id;
  });

  it('keeps a created task PENDING with progress 0 until a worker takes it', async () => {
    const res = await lawyer.client.call<{ task_status: string; sec: number }[]>('PUT', contractPath('task/status'), { body: { task_ids: [pending] } });
    expect(res.body.data[0]).toMatchObject({ task_status: 'PENDING', sec: 0, annotated_file_url_id: '' });
  });

  it.each([
    ['PENDING', () => pending],
    ['RUNNING', () => running],
  ])('answers 合同审查中，请稍后再试 (20040, 409) for result, rename, delete, decision and retry of a %s task', async (_s, id) => {
    const taskId = id();
    const busy = (res: { status: number; body: { code: number; message: string } }) => expectCode(res, 409, Code.TASK_BUSY, Messages.taskBusy);
    busy(await lawyer.client.get(contractPath('task/result'), { query: { task_id: taskId } }));
    busy(await lawyer.client.call('PUT', contractPath('task/name'), { body: { task_id: taskId, task_name: '新名称' } }));
    busy(await lawyer.client.call('DELETE', contractPath('tasks'), { body: { contract_id: taskId } }));
    busy(await lawyer.client.call('PUT', contractPath('task/review/info'), { body: { task_id: taskId, finding_id: '00000000-0000-4000-8000-000000000000', decision: 'accepted' } }));
    busy(await lawyer.client.post(contractPath('task/run'), { task_id: taskId }));
  });

  it('answers 合同审查失败，请重试 (20041, 409) for result, rename and decision of a failed task', async () => {
    const failed = (res: { status: number; body: { code: number; message: string } }) => expectCode(res, 409, Code.TASK_FAILED, Messages.taskFailed);
    failed(await lawyer.client.get(contractPath('task/result'), { query: { task_id: failure } }));
    failed(await lawyer.client.call('PUT', contractPath('task/name'), { body: { task_id: failure, task_name: '新名称' } }));
    failed(await lawyer.client.call('PUT', contractPath('task/review/info'), { body: { task_id: failure, finding_id: '00000000-0000-4000-8000-000000000000', decision: 'accepted' } }));
  });

  it('validates the new name: empty and over 60 characters are refused with the spec’s messages', async () => {
    expectCode(await lawyer.client.call('PUT', contractPath('task/name'), { body: { task_id: finish, task_name: '   ' } }), 400, Code.BAD_REQUEST, Messages.taskNameEmpty);
    expectCode(await lawyer.client.call('PUT', contractPath('task/name'), { body: { task_id: finish, task_name: '名'.repeat(61) } }), 400, Code.BAD_REQUEST, Messages.taskNameTooLong);
    const ok = await lawyer.client.call('PUT', contractPath('task/name'), { body: { task_id: finish, task_name: '名'.repeat(60) } });
    expect(ok.body).toMatchObject({ code: Code.OK, message: Messages.renamed });
  });

  it('renames once however often the outbox replays it', async () => {
    const key = idempotencyKey();
    const send = () => lawyer.client.call('PUT', contractPath('task/name'), { body: { task_id: finish, task_name: '回放测试' }, headers: { 'idempotency-key': key } });
    const [first, second] = [await send(), await send()];
    expect(first.body).toEqual(second.body);
    expect(second.raw.headers['idempotent-replayed']).toBe('true');
  });

  it('re-queues a failed task on retry (PENDING, reason cleared, next submission)', async () => {
    const res = await lawyer.client.post(contractPath('task/run'), { task_id: failure });
    expect(res.body.code).toBe(Code.OK);
    const [row] = await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, failure));
    expect(row).toMatchObject({ status: 'PENDING', progress: 0, failureReason: '', attempt: 2 });
    const jobs = await t().app.queue.boss.findJobs('contract.review', { data: { taskId: failure } });
    expect(jobs.map((j) => j.data)).toContainEqual({ taskId: failure, attempt: 2 });
  });

  it('deletes a failed task (client files must always be deletable, decision record 074)', async () => {
    const failed = (await buildTask(t().app, lawyer.user, { status: 'FAILURE', failureReason: '审查超时，请重新审查' })).id;
    const res = await lawyer.client.call('DELETE', contractPath('tasks'), { body: { contract_id: failed } });
    expect(res.body).toMatchObject({ code: Code.OK, message: Messages.deleted });
    expect(await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, failed))).toEqual([]);
  });
});

describe('GET tasks: search, filters, order and pages in SQL', () => {
  const t = useTestApp({ services: ['api'] });
  let lawyer: TLawyer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    lawyer = await buildLawyer(t().app);
    const at = (iso: string) => new Date(iso);
    const rows: [string, Parameters<typeof buildTask>[2]][] = [
      ['a', { taskName: '华东设备采购合同', fileName: '设备采购.docx', contractTypeId: 'sale', status: 'FINISH', updatedAt: at('2025-03-01T15:30:00Z') }],
      ['b', { taskName: '办公室租赁', fileName: '租赁合同_2025%终版.docx', contractTypeId: 'lease', contractTypeName: '房屋租赁合同', status: 'FAILURE', updatedAt: at('2025-03-01T16:10:00Z') }],
      ['c', { taskName: '借款协议', fileName: '借款.docx', contractTypeId: 'loan', contractTypeName: '借款合同', status: 'FINISH', updatedAt: at('2025-03-05T02:00:00Z') }],
      ['d', { taskName: '员工劳动合同', fileName: 'labor.docx', contractTypeId: 'labor', contractTypeName: '劳动合同', status: 'RUNNING', updatedAt: at('2025-02-20T08:00:00Z') }],
    ];
    for (const [k, o] of rows) ids[k] = (await buildTask(t().app, lawyer.user, o)).id;
    for (let i = 0; i < 12; i++) await buildTask(t().app, lawyer.user, { taskName: `批量合同${i}`, updatedAt: at(`2025-01-${String(i + 1).padStart(2, '0')}T04:00:00Z`) });
    // Someone else's task never shows.
    const stranger = await buildLawyer(t().app);
    await buildTask(t().app, stranger.user, { taskName: '华东设备采购合同（他人）' });
  });

  const list = (query: Record<string, string>) => lawyer.client.get<TListTasksResponse>(contractPath('tasks'), { query });
  const names = (res: { body: { data: TListTasksResponse } }) => res.body.data.contract_infos.map((x) => x.task_id);

  it('pages newest first by default with totals', async () => {
    const first = await list({ page: '1', page_size: '10' });
    expect(first.body.data).toMatchObject({ total_count: 16, total_pages: 2 });
    expect(names(first).slice(0, 3)).toEqual([ids.c, ids.b, ids.a]);
    const second = await list({ page: '2', page_size: '10' });
    expect(second.body.data.contract_infos).toHaveLength(6);
    const beyond = await list({ page: '5', page_size: '10' });
    expect(beyond.body.data).toMatchObject({ contract_infos: [], total_count: 16, total_pages: 2 });
  });

  it('sorts oldest first with UPDATE_ASC', async () => {
    const res = await list({ order: 'UPDATE_ASC', page_size: '100' });
    const times = res.body.data.contract_infos.map((x) => x.updated_at);
    expect(times).toEqual([...times].sort());
  });

  it('searches task and file names, with % and _ taken literally', async () => {
    expect(names(await list({ search: '华东' }))).toEqual([ids.a]);
    expect(names(await list({ search: '设备采购.docx' }))).toEqual([ids.a]);
    expect(names(await list({ search: '2025%终' }))).toEqual([ids.b]);
    expect(names(await list({ search: '_' }))).toEqual([ids.b]);
    expect(names(await list({ search: '%' }))).toEqual([ids.b]);
    expect(names(await list({ search: 'LABOR' }))).toEqual([ids.d]);
  });

  it('filters by status and by a comma list of categories', async () => {
    expect(names(await list({ status: 'RUNNING' }))).toEqual([ids.d]);
    expect(names(await list({ status: 'FAILURE' }))).toEqual([ids.b]);
    expect(new Set(names(await list({ contract_type_ids: 'lease,loan' })))).toEqual(new Set([ids.b, ids.c]));
  });

  it('filters by calendar days in Asia/Shanghai (from#to, either side optional)', async () => {
    // a: 2025-03-01 23:30 in Shanghai; b: 2025-03-02 00:10 in Shanghai.
    expect(names(await list({ data_range: '2025-03-01#2025-03-01' }))).toEqual([ids.a]);
    expect(names(await list({ data_range: '2025-03-02#2025-03-05' }))).toEqual([ids.c, ids.b]);
    expect(names(await list({ data_range: '2025-03-02#' }))).toEqual([ids.c, ids.b]);
    expect(names(await list({ data_range: '#2025-02-20', page_size: '100' }))).toContain(ids.d);
    expect(names(await list({ data_range: '#2025-02-20', page_size: '100' }))).not.toContain(ids.a);
  });

  it('refuses a malformed date range and page size (400)', async () => {
    expect((await list({ data_range: '2025/03/01#2025/03/02' })).status).toBe(400);
    expect((await list({ page_size: '1000' })).status).toBe(400);
  });

  it('answers the status poll for own tasks only, in the order asked', async () => {
    const stranger = await buildLawyer(t().app);
    const theirs = (await buildTask(t().app, stranger.user)).id;
    const res = await lawyer.client.call<{ task_id: string }[]>('PUT', contractPath('task/status'), { body: { task_ids: [ids.c, theirs, 'not-a-uuid', ids.a] } });
    expect(res.body.data.map((x) => x.task_id)).toEqual([ids.c, ids.a]);
  });
});
