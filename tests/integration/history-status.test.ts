/**
 * PUT saas history/status (decision 216): the service worker's one status poll for every module but contract review.
 * It answers the asked-for tasks the user owns, with the normalized status and the path that opens each; a task of
 * another user, a deleted one or a malformed id is absent (the worker then drops it), never an error.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THistoryStatusResponse } from '@common/api/history';
import { draftTasks, traceTasks, users } from '../../server/db/schema/index';
import { loginWithSmsCode } from '../helpers/auth';
import { buildTestApp, type TTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

let t: TTestApp;
let lawyer: TestClient;
let other: TestClient;
let traceId = '';
let draftId = '';

async function ownerOf(phone: string) {
  const [u] = await t.app.db.select().from(users).where(eq(users.phone, phone));
  return { id: u!.id, tenantId: u!.tenantId };
}

beforeAll(async () => {
  t = await buildTestApp({ services: ['api'] });
  lawyer = new TestClient(t.app);
  other = new TestClient(t.app);
  const me = await ownerOf((await loginWithSmsCode(lawyer, t.dataDir)).phone);
  await loginWithSmsCode(other, t.dataDir);
  const [trace] = await t.app.db
    .insert(traceTasks)
    .values({ tenantId: me.tenantId, userId: me.id, name: '目标公司尽调', fileIds: [], questions: ['注册资本'], status: 'RUNNING' })
    .returning();
  traceId = trace!.id;
  const [draft] = await t.app.db
    .insert(draftTasks)
    .values({ tenantId: me.tenantId, userId: me.id, templateId: 'loan', title: '借款合同起草' })
    .returning();
  draftId = draft!.id;
});
afterAll(() => t.close());

const url = TestClient.saas('history/status');

describe('PUT saas history/status', () => {
  it('answers the state of each asked-for task across modules, and the worker learns when one finishes', async () => {
    const items = [
      { module: 'trace', task_id: traceId },
      { module: 'draft', task_id: draftId },
    ];
    const running = await lawyer.call<THistoryStatusResponse>('PUT', url, { body: { items } });
    expect(running.body.code).toBe(200);
    const byModule = Object.fromEntries(running.body.data.items.map((i) => [i.module, i]));
    expect(byModule.trace).toMatchObject({ task_id: traceId, title: '目标公司尽调', status: 'RUNNING', path: `/traceabilityDetail?task_id=${traceId}` });
    expect(byModule.draft).toMatchObject({ task_id: draftId, status: 'FINISH', path: `/draftDetail?task_id=${draftId}` });

    await t.app.db.update(traceTasks).set({ status: 'FAILURE', updatedAt: new Date() }).where(eq(traceTasks.id, traceId));
    const failed = await lawyer.call<THistoryStatusResponse>('PUT', url, { body: { items: [items[0]] } });
    expect(failed.body.data.items).toHaveLength(1);
    expect(failed.body.data.items[0]).toMatchObject({ status: 'FAILURE', status_label: '失败' });
  });

  it("leaves out another user's task, a deleted one and a malformed id instead of failing", async () => {
    const notMine = await other.call<THistoryStatusResponse>('PUT', url, { body: { items: [{ module: 'trace', task_id: traceId }] } });
    expect(notMine.body.code).toBe(200);
    expect(notMine.body.data.items).toEqual([]);
    const odd = await lawyer.call<THistoryStatusResponse>('PUT', url, {
      body: { items: [{ module: 'chat', task_id: 'not-a-uuid' }, { module: 'research', task_id: '00000000-0000-0000-0000-000000000000' }] },
    });
    expect(odd.body.code).toBe(200);
    expect(odd.body.data.items).toEqual([]);
  });

  it('refuses an unknown module, an empty list and visitors', async () => {
    const bad = await lawyer.call('PUT', url, { body: { items: [{ module: 'payroll', task_id: traceId }] } });
    expect(bad.status).toBe(400);
    const empty = await lawyer.call('PUT', url, { body: { items: [] } });
    expect(empty.status).toBe(400);
    const anon = await new TestClient(t.app).call('PUT', url, { body: { items: [{ module: 'trace', task_id: traceId }] } });
    expect(anon.status).toBe(401);
  });
});
