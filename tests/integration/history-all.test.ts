/** All history (issue 13 item 3): one list of every module's tasks, newest first, filtered, searched, paged, private. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THistoryAllResponse } from '@common/api/history';
import { chats, draftTasks, users } from '../../server/db/schema/index';
import { loginWithSmsCode } from '../helpers/auth';
import { buildTestApp, type TTestApp } from '../helpers/build-test-app';
import { buildTask } from '../helpers/contract-factory';
import { TestClient } from '../helpers/test-client';

let t: TTestApp;
let lawyer: TestClient;
let other: TestClient;
const ids: Record<string, string> = {};

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
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  const contract = await buildTask(t.app, me, { taskName: '房屋租赁合同审查', status: 'RUNNING', updatedAt: at(30) });
  ids.contract = contract.id;
  const [chat] = await t.app.db
    .insert(chats)
    .values({ tenantId: me.tenantId, userId: me.id, title: '劳动合同解除_100%赔偿?', updatedAt: at(10) })
    .returning();
  ids.chat = chat!.id;
  const [draft] = await t.app.db
    .insert(draftTasks)
    .values({ tenantId: me.tenantId, userId: me.id, templateId: 'loan', title: '借款合同起草', updatedAt: at(20) })
    .returning();
  ids.draft = draft!.id;
});
afterAll(() => t.close());

const url = TestClient.saas('history/all');

describe('GET saas history/all', () => {
  it('lists every module newest first with the path that opens each item', async () => {
    const r = await lawyer.get<THistoryAllResponse>(url);
    expect(r.body.code).toBe(200);
    const items = r.body.data.items;
    expect(items.map((i) => i.module)).toEqual(['chat', 'draft', 'contract']);
    expect(r.body.data.total_count).toBe(3);
    expect(items[0]!.path).toBe(`/deepChatDetail?chat_id=${ids.chat}`);
    expect(items[1]!.path).toBe(`/draftDetail?task_id=${ids.draft}`);
    expect(items[2]!.path).toBe(`/reviewDetail?task_id=${ids.contract}`);
    expect(items[2]!.status).toBe('RUNNING');
    expect(items[2]!.status_label).toBe('处理中');
  });

  it('filters by module and searches titles, with % and _ taken literally', async () => {
    const m = await lawyer.get<THistoryAllResponse>(url, { query: { module: 'draft' } });
    expect(m.body.data.items.map((i) => i.task_id)).toEqual([ids.draft]);
    const s = await lawyer.get<THistoryAllResponse>(url, { query: { search: '合同' } });
    expect(s.body.data.items.map((i) => i.module)).toEqual(['chat', 'draft', 'contract']);
    const literal = await lawyer.get<THistoryAllResponse>(url, { query: { search: '_100%' } });
    expect(literal.body.data.items.map((i) => i.task_id)).toEqual([ids.chat]);
    const none = await lawyer.get<THistoryAllResponse>(url, { query: { search: '%' , module: 'contract' } });
    expect(none.body.data.items).toEqual([]);
  });

  it('pages with a total', async () => {
    const p2 = await lawyer.get<THistoryAllResponse>(url, { query: { page: '2', page_size: '2' } });
    expect(p2.body.data.items.map((i) => i.module)).toEqual(['contract']);
    expect(p2.body.data.total_count).toBe(3);
    expect(p2.body.data.total_pages).toBe(2);
    const past = await lawyer.get<THistoryAllResponse>(url, { query: { page: '5', page_size: '2' } });
    expect(past.body.data.items).toEqual([]);
    expect(past.body.data.total_count).toBe(3);
  });

  it("never shows another user's tasks, and refuses visitors", async () => {
    const r = await other.get<THistoryAllResponse>(url);
    expect(r.body.data.items).toEqual([]);
    expect(r.body.data.total_count).toBe(0);
    const anon = await new TestClient(t.app).get(url);
    expect(anon.status).toBe(401);
  });
});
