/**
 * Logged-in reads cached per process (decision 188): base/info, permissions and the task list are answered from
 * memory once warm, yet every change — made by this app, a job, an admin or another process writing to the
 * database — is on the very next read (no waiting, no polling), because triggers NOTIFY lawdesk_reads and each
 * request first applies every notification committed before it. The first test shows the cache is really used
 * (a change hidden from the triggers stays unseen), so the others would fail without the invalidation.
 * Runs on PGlite and, in the PostgreSQL pass, on PostgreSQL; tests/topology/read-cache.test.ts does the same
 * across two API processes.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Action } from '@common/api/accounts';
import type { TListTasksResponse } from '@common/api/contract';
import type { TUserInfo } from '@common/api/base';
import { CONTRACT_BASE } from '@common/api/envelope';
import { Code } from '@common/codes';
import type { Tx } from '../../server/db/client';
import { contractTasks, roles, tenants, userRoles, users } from '../../server/db/schema/index';
import { consumeOnce } from '../../server/services/quota/consume-once';
import { buildTask } from '../helpers/contract-factory';
import { useTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';
import { buildTenant } from '../factories/tenant';
import { buildUser, sessionFor } from '../factories/user';

describe('read cache', () => {
  const t = useTestApp();

  async function lawyer() {
    const user = await buildUser(t().app, { quotas: { contract_review: 5 } });
    const client = new TestClient(t().app);
    client.token = await sessionFor(t().app, user);
    return { user, client, actor: { userId: user.id, tenantId: user.tenantId, isAdmin: false, sessionId: 'test' } };
  }

  async function info(client: TestClient): Promise<TUserInfo> {
    const res = await client.get<TUserInfo>(TestClient.saas('base/info'));
    expect(res.body.code).toBe(200);
    return res.body.data;
  }

  const taskList = (client: TestClient) => client.get<TListTasksResponse>(`${CONTRACT_BASE}/tasks?page=1&page_size=10`);

  async function taskNames(client: TestClient): Promise<string[]> {
    const res = await taskList(client);
    expect(res.body.code).toBe(200);
    return res.body.data.contract_infos.map((task) => task.task_name);
  }

  /** A write no trigger fires for (replica mode), so no process hears of it: only a database read would see it. */
  function behindTheTriggers(write: (tx: Tx) => Promise<unknown>): Promise<unknown> {
    return t().app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await write(tx);
    });
  }

  it('is listening, and answers a warm read from memory (a change hidden from the triggers stays unseen)', async () => {
    expect(t().app.readCaches.reads.active).toBe(true);
    const { user, client } = await lawyer();
    const before = (await info(client)).personal_info.username;
    await behindTheTriggers((tx) => tx.update(users).set({ username: '未通知的名字' }).where(eq(users.id, user.id)));
    expect((await info(client)).personal_info.username).toBe(before);
    // The same change made normally is on the very next read.
    await t().app.db.update(users).set({ username: '新名字' }).where(eq(users.id, user.id));
    expect((await info(client)).personal_info.username).toBe('新名字');
  });

  it('shows a quota charge and a rename on the very next base/info', async () => {
    const { user, client, actor } = await lawyer();
    const used = () => info(client).then((i) => i.personal_info.use_info.find((q) => q.models === 'contract_review')!.use_number);
    expect(await used()).toBe(0);
    expect(await used()).toBe(0);
    await consumeOnce(t().app.db, { actor, model: 'contract_review', reference: randomUUID() });
    expect(await used()).toBe(1);
    await t().app.db.update(users).set({ username: '王律师' }).where(eq(users.id, user.id));
    expect((await info(client)).personal_info.username).toBe('王律师');
  });

  it("lists the phone's account in another tenant as soon as it exists, and that tenant's new domain", async () => {
    const { user, client } = await lawyer();
    expect((await info(client)).tenant_info).toHaveLength(1);
    const other = await buildTenant(t().app, { domainNames: ['old.example.cn'] });
    const second = await buildUser(t().app, { tenantId: other.id, phone: user.phone });
    const accounts = (await info(client)).tenant_info;
    expect(accounts.map((a) => a.user_id)).toEqual([user.id, second.id]);
    expect(accounts[1]!.domain_name).toBe('old.example.cn');
    await t().app.db.update(tenants).set({ domainNames: ['new.example.cn'] }).where(eq(tenants.id, other.id));
    expect((await info(client)).tenant_info[1]!.domain_name).toBe('new.example.cn');
  });

  it('shows a new, a renamed, a finished and a deleted task on the very next task list', async () => {
    const { user, client } = await lawyer();
    expect(await taskNames(client)).toEqual([]);
    const first = await buildTask(t().app, user, { taskName: '设备买卖合同' });
    expect(await taskNames(client)).toEqual(['设备买卖合同']);
    expect(await taskNames(client)).toEqual(['设备买卖合同']);
    await t().app.db.update(contractTasks).set({ taskName: '设备采购合同' }).where(eq(contractTasks.id, first.id));
    expect(await taskNames(client)).toEqual(['设备采购合同']);
    await t().app.db.update(contractTasks).set({ status: 'FINISH', progress: 100 }).where(eq(contractTasks.id, first.id));
    const listed = (await taskList(client)).body.data.contract_infos[0]!;
    expect([listed.status, listed.sec]).toEqual(['FINISH', 100]);
    await t().app.db.delete(contractTasks).where(eq(contractTasks.id, first.id));
    expect(await taskNames(client)).toEqual([]);
  });

  it("puts a role change in force on the member's very next request (assignment, the role's permissions)", async () => {
    const tenant = await buildTenant(t().app);
    const user = await buildUser(t().app, { tenantId: tenant.id });
    const client = new TestClient(t().app);
    client.token = await sessionFor(t().app, user);
    // A tenant without roles restricts nobody.
    expect((await taskList(client)).body.code).toBe(200);
    expect((await taskList(client)).body.code).toBe(200);
    const [role] = await t().app.db
      .insert(roles)
      .values({ tenantId: tenant.id, name: '检索', permissions: [{ resource: 'deepseek', actions: Action.read }] })
      .returning();
    await t().app.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
    expect((await taskList(client)).body.code).toBe(Code.FORBIDDEN);
    await t().app.db
      .update(roles)
      .set({ permissions: [{ resource: 'contract', actions: Action.read }] })
      .where(eq(roles.id, role!.id));
    expect((await taskList(client)).body.code).toBe(200);
    await t().app.db.update(roles).set({ permissions: [] }).where(eq(roles.id, role!.id));
    expect((await taskList(client)).body.code).toBe(Code.FORBIDDEN);
    await t().app.db.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.roleId, role!.id)));
    // No role of their own and no default role: unrestricted again.
    expect((await taskList(client)).body.code).toBe(200);
    // The role becomes the tenant's default: it applies to the member (a change of the tenant's roles, not theirs).
    await t().app.db.update(roles).set({ isDefault: true }).where(eq(roles.id, role!.id));
    expect((await taskList(client)).body.code).toBe(Code.FORBIDDEN);
    await t().app.db.delete(roles).where(eq(roles.id, role!.id));
    expect((await taskList(client)).body.code).toBe(200);
  });

  it('ends a session on logout and on disable at the very next request', async () => {
    const { user, client } = await lawyer();
    await info(client);
    await info(client);
    await t().app.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await client.get(TestClient.saas('base/info'))).body.code).toBe(Code.ACCOUNT_DISABLED);
    const other = await lawyer();
    await info(other.client);
    expect((await other.client.post(TestClient.saas('auth/logout'), {})).body.code).toBe(200);
    expect((await other.client.get(TestClient.saas('base/info'))).body.code).toBe(Code.TOKEN_INVALID);
  });
});
