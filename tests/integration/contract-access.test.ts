/**
 * Who may touch a contract review (architecture §5): every endpoint tried as anonymous (401), as another user of the
 * same tenant and as a user of another tenant (404, never 403: the task's existence is not revealed). The owner's
 * task, findings, files and quota are unchanged afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@common/codes';
import type { TListTasksResponse, TTaskResult } from '@common/api/contract';
import { contractTasks } from '../../server/db/schema/index';
import { useTestApp } from '../helpers/build-test-app';
import { buildLawyer, contractPath, createPayload, multipartFrame, reviewToEnd, type TLawyer } from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';
import { buildTask } from '../helpers/contract-factory';
import { buildTenant, hostOf } from '../factories/tenant';
import type { TestClient } from '../helpers/test-client';

type TCase = { name: string; send: (client: TestClient) => Promise<{ status: number; body: { code: number } }> };

describe('contract review access matrix', () => {
  const t = useTestApp();
  let owner: TLawyer;
  let sameTenant: TLawyer;
  let otherTenant: TLawyer;
  let taskId: string;
  let failedId: string;
  let result: TTaskResult;
  let upload: { timestamp: string; md5_file: string; file_name: string; file_count: number };
  let fileIds: string[];

  beforeAll(async () => {
    owner = await buildLawyer(t().app);
    sameTenant = await buildLawyer(t().app);
    const tenant = await buildTenant(t().app);
    otherTenant = await buildLawyer(t().app, { tenantId: tenant.id, host: hostOf(tenant) });
    const done = await reviewToEnd(owner, '设备买卖合同.docx', await buildContractDocx());
    taskId = done.taskId;
    upload = done.upload;
    failedId = (await buildTask(t().app, owner.user, { status: 'FAILURE', failureReason: '审查超时，请重新审查' })).id;
    result = (await owner.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId } })).body.data;
    fileIds = [
      result.task.annotated_file_url_id,
      result.task.detail_annotated_file_url_id,
      result.task.pure_annotated_file_url_id,
      result.task.complete_report_url_id,
      result.task.original_file_url_id,
    ];
  }, 120_000);

  /** Calls that name one of the owner's tasks, files or uploads. */
  function foreignCases(): TCase[] {
    const finding = result.findings[0]!;
    return [
      { name: 'GET task/result', send: (c) => c.get(contractPath('task/result'), { query: { task_id: taskId } }) },
      ...fileIds.map((id, i) => ({ name: `GET task/download #${i}`, send: (c: TestClient) => c.get(contractPath('task/download'), { query: { file_id: id } }) })),
      ...fileIds.map((id, i) => ({
        name: `GET files/:id #${i}`,
        send: async (c: TestClient) => {
          const raw = await c.request('GET', contractPath(`files/${id}`));
          return { status: raw.statusCode, body: raw.json() as { code: number } };
        },
      })),
      { name: 'PUT task/name', send: (c) => c.call('PUT', contractPath('task/name'), { body: { task_id: taskId, task_name: '改名' } }) },
      { name: 'DELETE tasks', send: (c) => c.call('DELETE', contractPath('tasks'), { body: { contract_id: taskId } }) },
      { name: 'DELETE tasks (failed)', send: (c) => c.call('DELETE', contractPath('tasks'), { body: { contract_id: failedId } }) },
      { name: 'POST task/run', send: (c) => c.post(contractPath('task/run'), { task_id: failedId }) },
      {
        name: 'PUT task/review/info',
        send: (c) => c.call('PUT', contractPath('task/review/info'), { body: { task_id: taskId, finding_id: finding.id, decision: 'rejected' } }),
      },
      { name: 'POST contract/type', send: (c) => c.post(contractPath('contract/type'), { timestamp: upload.timestamp, file_md5: upload.md5_file }) },
      { name: 'POST create', send: (c) => c.post(contractPath('create'), createPayload(upload as never)) },
    ];
  }

  /** Every endpoint, for the anonymous column. */
  function allCases(): TCase[] {
    const frame = multipartFrame('a.docx');
    return [
      ...foreignCases(),
      { name: 'GET tasks', send: (c) => c.get(contractPath('tasks')) },
      { name: 'PUT task/status', send: (c) => c.call('PUT', contractPath('task/status'), { body: { task_ids: [taskId] } }) },
      { name: 'GET contract/check', send: (c) => c.get(contractPath('contract/check')) },
      { name: 'GET categories', send: (c) => c.get(contractPath('categories')) },
      { name: 'POST contract/stance', send: (c) => c.post(contractPath('contract/stance'), { contract_type_id: 'sale' }) },
      {
        name: 'POST upload',
        send: (c) =>
          c.call('POST', contractPath('upload'), {
            body: Buffer.concat([frame.head, Buffer.from('x'), frame.tail]),
            headers: { 'content-type': `multipart/form-data; boundary=${frame.boundary}` },
          }),
      },
    ];
  }

  it('answers 401 to anonymous calls on every endpoint', async () => {
    const anonymous = await buildLawyer(t().app);
    anonymous.client.token = undefined;
    for (const c of allCases()) {
      const res = await c.send(anonymous.client);
      expect({ name: c.name, status: res.status, code: res.body.code }).toEqual({ name: c.name, status: 401, code: Code.UNAUTHORIZED });
    }
  });

  for (const who of ['another user of the same tenant', 'a user of another tenant'] as const) {
    it(`answers 404 to ${who} for every call naming the owner's task, file or upload`, async () => {
      const stranger = who === 'a user of another tenant' ? otherTenant : sameTenant;
      for (const c of foreignCases()) {
        const res = await c.send(stranger.client);
        expect({ name: c.name, status: res.status, code: res.body.code }).toEqual({ name: c.name, status: 404, code: Code.NOT_FOUND });
      }
    });

    it(`shows ${who} none of the owner's tasks in the list or the status poll`, async () => {
      const stranger = who === 'a user of another tenant' ? otherTenant : sameTenant;
      const list = await stranger.client.get<TListTasksResponse>(contractPath('tasks'), { query: { page_size: '100' } });
      expect(list.body.data.contract_infos.map((x) => x.task_id)).not.toContain(taskId);
      const status = await stranger.client.call<unknown[]>('PUT', contractPath('task/status'), { body: { task_ids: [taskId, failedId] } });
      expect(status.body.data).toEqual([]);
    });
  }

  it('left the owner’s task, findings and files as they were', async () => {
    const [task] = await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, taskId));
    expect(task).toMatchObject({ taskName: '设备买卖合同', status: 'FINISH' });
    const [failed] = await t().app.db.select().from(contractTasks).where(eq(contractTasks.id, failedId));
    expect(failed).toMatchObject({ status: 'FAILURE', attempt: 1 });
    const again = (await owner.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: taskId } })).body.data;
    expect(again.findings.map((f) => f.decision)).toEqual(result.findings.map((f) => f.decision));
    for (const id of fileIds) {
      const raw = await owner.client.request('GET', contractPath(`files/${id}`));
      expect(raw.statusCode).toBe(200);
    }
  });
});
