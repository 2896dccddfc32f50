/**
 * Read caches across processes (issue 15 item 5, decisions 173 and 188): two API processes on one PostgreSQL
 * database each answer a logged-in lawyer's base/info, permissions and task list from memory, and a change made
 * anywhere — by the other API process, or straight in the database as a worker, an admin tool or a job would — is
 * on the very next read of both (no waiting, no polling): triggers NOTIFY, and each request first applies every
 * notification committed before it. The first test shows both processes really answer from memory.
 * PostgreSQL only (the `topology` vitest project exists only when TEST_DATABASE_URL is set).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Action } from '@common/api/accounts';
import type { TUserInfo } from '@common/api/base';
import type { TListTasksResponse } from '@common/api/contract';
import { CONTRACT_BASE } from '@common/api/envelope';
import { Code } from '@common/codes';
import { buildApp } from '../../server/app';
import { contractTasks, roles, userRoles, users, type TUserRow } from '../../server/db/schema/index';
import { loadEnv } from '../../server/env';
import { consumeOnce } from '../../server/services/quota/consume-once';
import { buildUser, sessionFor } from '../factories/user';
import { buildTask } from '../helpers/contract-factory';
import { createScratchDatabase, type TScratchDatabase } from '../helpers/scratch-database';
import { TestClient } from '../helpers/test-client';
import { httpApp } from './http-app';
import { startProcess, type TProcess } from './processes';

let database: TScratchDatabase;
/** The test's own connection to the database: writes from here are writes from "another process". */
let local: FastifyInstance;
const procs: TProcess[] = [];
const dirs: string[] = [];

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) throw new Error('the topology tests need TEST_DATABASE_URL (PostgreSQL): run them through npm test');
  database = await createScratchDatabase(pgUrl, 'lawdesk_rc');
  const env = {
    DATABASE_URL: database.url,
    SECRET_KEY: randomBytes(32).toString('hex'),
    SAMPLE_DATA_DIR: await tempDir('lawdesk-rc-samples-'),
    LOG_LEVEL: 'warn',
  };
  // Migrates first, then stays the test's window on the database (no workers, does not listen).
  local = await buildApp({
    env: loadEnv({ ...env, DATA_DIR: await tempDir('lawdesk-rc-local-'), LOG_LEVEL: 'silent' }),
    services: ['api'],
    logger: false,
    print: () => {},
  });
  await local.ready();
  procs.push(
    ...(await Promise.all(
      ['api1', 'api2'].map(async (name) => startProcess(name, 'api', { ...env, DATA_DIR: await tempDir(`lawdesk-rc-${name}-`) })),
    )),
  );
}, 300_000);

afterAll(async () => {
  await Promise.all(procs.map((p) => p.stop().catch(() => {})));
  await local?.close().catch(() => {});
  await database?.drop().catch(() => {});
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}, 120_000);

/** One client per API process, both with the same session (a load balancer may send any request anywhere). */
async function lawyerOnBoth(user?: TUserRow) {
  const who = user ?? (await buildUser(local, { quotas: { contract_review: 5 } }));
  const token = await sessionFor(local, who);
  const clients = procs.map((p) => {
    const client = new TestClient(httpApp([p.url]));
    client.token = token;
    return client;
  });
  return { user: who, clients, actor: { userId: who.id, tenantId: who.tenantId, isAdmin: false, sessionId: 'test' } };
}

async function info(client: TestClient): Promise<TUserInfo['personal_info']> {
  const res = await client.get<TUserInfo>(TestClient.saas('base/info'));
  expect(res.body.code).toBe(200);
  return res.body.data.personal_info;
}

const taskList = (client: TestClient) => client.get<TListTasksResponse>(`${CONTRACT_BASE}/tasks?page=1&page_size=10`);

async function taskNames(client: TestClient): Promise<string[]> {
  const res = await taskList(client);
  expect(res.body.code).toBe(200);
  return res.body.data.contract_infos.map((t) => t.task_name);
}

/** Reads `read` on both processes, twice each (the second from the cache). */
async function onBoth<T>(clients: TestClient[], read: (c: TestClient) => Promise<T>): Promise<T[]> {
  const values: T[] = [];
  for (const c of clients) values.push(await read(c));
  for (const c of clients) values.push(await read(c));
  return values;
}

describe('read caches across two API processes on one PostgreSQL', () => {
  it('both answer a warm read from memory: a change hidden from the triggers stays unseen, a real one is seen', async () => {
    const { user, clients } = await lawyerOnBoth();
    const [before] = await onBoth(clients, (c) => info(c).then((i) => i.username));
    await local.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ username: '未通知的名字' }).where(eq(users.id, user.id));
    });
    expect(await onBoth(clients, (c) => info(c).then((i) => i.username))).toEqual([before, before, before, before]);
    await local.db.update(users).set({ username: '王律师' }).where(eq(users.id, user.id));
    expect(await onBoth(clients, (c) => info(c).then((i) => i.username))).toEqual(['王律师', '王律师', '王律师', '王律师']);
  });

  it('a quota charge and a new or renamed task are on the very next read of both processes', async () => {
    const { user, clients, actor } = await lawyerOnBoth();
    const used = (c: TestClient) => info(c).then((i) => i.use_info.find((q) => q.models === 'contract_review')!.use_number);
    expect(await onBoth(clients, used)).toEqual([0, 0, 0, 0]);
    await consumeOnce(local.db, { actor, model: 'contract_review', reference: randomUUID() });
    expect(await onBoth(clients, used)).toEqual([1, 1, 1, 1]);

    expect(await onBoth(clients, taskNames)).toEqual([[], [], [], []]);
    const task = await buildTask(local, user, { taskName: '设备买卖合同' });
    expect(await onBoth(clients, taskNames)).toEqual(Array(4).fill(['设备买卖合同']));
    await local.db.update(contractTasks).set({ taskName: '设备采购合同' }).where(eq(contractTasks.id, task.id));
    expect(await onBoth(clients, taskNames)).toEqual(Array(4).fill(['设备采购合同']));
  });

  it("a role change is in force on the member's very next request to either process", async () => {
    const { user, clients } = await lawyerOnBoth();
    const codes = (c: TestClient) => taskList(c).then((r) => r.body.code);
    expect(await onBoth(clients, codes)).toEqual([200, 200, 200, 200]);
    const [role] = await local.db
      .insert(roles)
      .values({ tenantId: user.tenantId, name: `检索${randomBytes(3).toString('hex')}`, permissions: [{ resource: 'deepseek', actions: Action.read }] })
      .returning();
    await local.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
    expect(await onBoth(clients, codes)).toEqual(Array(4).fill(Code.FORBIDDEN));
    await local.db.delete(roles).where(eq(roles.id, role!.id));
    expect(await onBoth(clients, codes)).toEqual([200, 200, 200, 200]);
  });

  it('a logout through one process and a disable in the database end the session on both at once', async () => {
    const first = await lawyerOnBoth();
    await onBoth(first.clients, info);
    expect((await first.clients[0]!.post(TestClient.saas('auth/logout'), {})).body.code).toBe(200);
    const afterLogout = (c: TestClient) => c.get(TestClient.saas('base/info')).then((r) => r.body.code);
    // The other process first: it did not do the logout.
    expect([await afterLogout(first.clients[1]!), await afterLogout(first.clients[0]!)]).toEqual([
      Code.TOKEN_INVALID,
      Code.TOKEN_INVALID,
    ]);

    const second = await lawyerOnBoth();
    await onBoth(second.clients, info);
    await local.db.update(users).set({ disabled: true }).where(eq(users.id, second.user.id));
    expect(await onBoth(second.clients, afterLogout)).toEqual(Array(4).fill(Code.ACCOUNT_DISABLED));
  });
});
