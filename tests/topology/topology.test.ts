/**
 * Scale-out for real (issue 15 item 4, decision 176): two API processes and two worker processes
 * (`server/main.ts --services=api|worker`) on one PostgreSQL database and one S3 server (loopback), a model stub
 * that can hold a request. A contract review and a file Q&A run across them; then the crashes an operator meets:
 * kill -9 of the worker holding a review (the review finishes once, no duplicate or orphan objects), kill -9 of an
 * API process mid-upload (the client's request fails at once, no half-written task; the retry on the other API
 * works), and every database connection of every process cut by pg_terminate_backend (they reconnect, a review held
 * across the cut still finishes, nothing is lost).
 * PostgreSQL only: the `topology` vitest project exists only when TEST_DATABASE_URL is set (PGlite is one process).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatStub, type ChatStub } from '../../server/ai/testing/chat-stub-server';
import { buildApp } from '../../server/app';
import { contractFindings, contractTasks, quotas, storedFiles } from '../../server/db/schema/index';
import { loadEnv } from '../../server/env';
import { startLoopbackS3, type TLoopbackS3 } from '../../server/storage/testing/loopback-s3';
import { importFileKey } from '../../src/features/contract/crypto/ldx1-webcrypto';
import type { TFileKey } from '@common/api/auth';
import { buildUser, sessionFor } from '../factories/user';
import { TEST_ADMIN } from '../helpers/build-test-app';
import {
  contractPath,
  createPayload,
  encryptForUpload,
  multipartFrame,
  postCreate,
  uploadPlain,
  waitForSettled,
  type TLawyer,
} from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';
import { askQuestion, readAnswer, uploadFileTo, waitForFile } from '../helpers/document-client';
import { createScratchDatabase, type TScratchDatabase } from '../helpers/scratch-database';
import { sseText } from '../helpers/sse';
import { TestClient } from '../helpers/test-client';
import { httpApp } from './http-app';
import { startPrivatePostgres, type TPrivatePostgres } from './private-postgres';
import { startProcess, type TProcess } from './processes';

const QA_FILE = ['采购合同', '第一条 买方应于收到发票后三十日内支付全部货款。', '第二条 卖方逾期交货的，每逾期一日，应按合同总价的千分之一向买方支付违约金。'].join('\n');
const QA_ANSWER = '卖方逾期交货须按合同总价的千分之一每日支付违约金';

let pgServer: TPrivatePostgres;
let database: TScratchDatabase;
let s3: TLoopbackS3;
let stub: ChatStub;
let local: FastifyInstance;
const dirs: string[] = [];
const procs = new Map<string, TProcess>();
let lawyer: TLawyer;
let baseEnv: Record<string, string>;

/** The model stub holds the next review request from a worker (never answers it) when armed. */
const hold = { armed: false, heldPath: '' as string, release: null as null | (() => void) };

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Each process: its own DATA_DIR (nothing shared on local disk), its own path on the model stub (who asked). */
async function start(name: string, services: 'api' | 'worker'): Promise<TProcess> {
  const proc = await startProcess(name, services, {
    ...baseEnv,
    DATA_DIR: await tempDir(`lawdesk-topo-${name}-`),
    AI_BASE_URL: stub.url.replace(/\/v1$/, `/${name}/v1`),
  });
  procs.set(name, proc);
  return proc;
}

function apiUrls(): string[] {
  return [...procs.values()].filter((p) => p.services === 'api').map((p) => p.url);
}

/** A lawyer whose requests go to every API process in turn. */
function clientOver(urls: string[]): TestClient {
  const client = new TestClient(httpApp(urls));
  client.token = lawyer.client.token;
  return client;
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every stored file row against the bucket: same keys both ways, all committed, nothing half-uploaded. */
async function expectStoreMatchesDatabase(): Promise<void> {
  const rows = await local.db.select().from(storedFiles);
  expect(rows.filter((r) => !r.committed)).toEqual([]);
  const keys = await s3.listKeys();
  expect(keys).toEqual(rows.map((r) => r.storageKey).sort());
}

beforeAll(async () => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) throw new Error('the topology test needs TEST_DATABASE_URL (PostgreSQL): run it through npm test');
  // The test's own PostgreSQL server (same installation as TEST_DATABASE_URL's), so that it can be restarted.
  pgServer = await startPrivatePostgres();
  database = await createScratchDatabase(pgServer.url, 'lawdesk_topo');
  s3 = await startLoopbackS3();
  stub = await startChatStub((request) => {
    if (request.system.includes('只根据下面给出的文件段落回答')) {
      const id = /\[(P\d+)\]（[^）]*）\n[^\n]*千分之一/.exec(request.user)?.[1] ?? 'P0';
      return { content: `${QA_ANSWER}[${id}]。` };
    }
    if (hold.armed && /^\/w\d\//.test(request.path)) {
      hold.armed = false;
      hold.heldPath = request.path;
      return new Promise((resolve) => {
        hold.release = () => resolve({ content: '{"findings":[]}' });
      });
    }
    return { content: '{"findings":[]}' };
  });
  const s3Options = s3.options();
  baseEnv = {
    DATABASE_URL: database.url,
    SECRET_KEY: randomBytes(32).toString('hex'),
    S3_ENDPOINT: s3Options.endpoint,
    S3_BUCKET: s3Options.bucket,
    S3_ACCESS_KEY: s3Options.accessKey,
    S3_SECRET_KEY: s3Options.secretKey,
    S3_REGION: s3Options.region,
    AI_MODEL: 'stub-model',
    AI_MAX_RETRIES: '0',
    SAMPLE_DATA_DIR: await tempDir('lawdesk-topo-samples-'),
    ADMIN_PHONE: TEST_ADMIN.phone,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'info',
  };
  // This process migrates the database first (four processes migrating at once is not what is tested here) and is
  // the test's window on the database; it runs no workers and does not listen.
  local = await buildApp({
    env: loadEnv({ ...baseEnv, DATA_DIR: await tempDir('lawdesk-topo-local-'), LOG_LEVEL: 'silent' }),
    services: ['api'],
    logger: false,
    print: () => {},
  });
  await local.ready();
  await local.queue.whenStarted();

  await Promise.all([start('api1', 'api'), start('api2', 'api'), start('w1', 'worker'), start('w2', 'worker')]);

  const user = await buildUser(local, { quotas: { contract_review: 20, document: 20 } });
  const client = new TestClient(httpApp(apiUrls()));
  client.token = await sessionFor(local, user);
  const fileKey = await client.get<TFileKey>(TestClient.saas('auth/file-key'));
  lawyer = {
    client,
    user,
    actor: { userId: user.id, tenantId: user.tenantId, isAdmin: false, sessionId: 'test' },
    key: await importFileKey(fileKey.body.data),
  };
}, 300_000);

afterAll(async () => {
  hold.release?.();
  await Promise.all([...procs.values()].map((p) => p.stop().catch(() => {})));
  await local?.close().catch(() => {});
  await stub?.close();
  await s3?.stop();
  await database?.drop().catch(() => {});
  await pgServer?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}, 120_000);

describe('2 API + 2 worker processes on one PostgreSQL and one S3 server', () => {
  it('runs a contract review and a file Q&A across the processes, files only in the bucket', async () => {
    // Upload on one API process, create on the other, poll both: nothing is kept in one process's memory.
    const [first, second] = apiUrls();
    const up = await uploadPlain({ ...lawyer, client: clientOver([first!]) }, '设备买卖合同.docx', await buildContractDocx());
    expect(up.body.code).toBe(200);
    const created = await postCreate(clientOver([second!]), createPayload(up.body.data));
    expect(created.body.code).toBe(200);
    const status = await waitForSettled(lawyer.client, created.body.data.task_id, 180_000);
    expect(status.task_status).toBe('FINISH');

    const file = await uploadFileTo(lawyer, 'document', '采购合同.txt', Buffer.from(QA_FILE, 'utf8'));
    expect(file.body.code).toBe(200);
    expect((await waitForFile(lawyer.client, file.body.data.file_id, 120_000)).status).toBe('READY');
    // The question goes to one API process, its answer stream is read from the other.
    const asked = await askQuestion(clientOver([first!]), [file.body.data.file_id], '卖方逾期交货要承担什么责任？');
    expect(asked.body.code).toBe(200);
    const events = await readAnswer(httpApp([second!]), lawyer.client, asked.body.data.task_id, asked.body.data.message_id);
    expect(sseText(events)).toContain(QA_ANSWER);

    await expectStoreMatchesDatabase();
    // Nothing went to a process's local disk: the file store is the bucket.
    for (const proc of procs.values()) expect(proc.child.exitCode, proc.name).toBeNull();
    for (const dir of dirs.filter((d) => d.includes('lawdesk-topo-api') || d.includes('lawdesk-topo-w'))) {
      expect(await readdir(path.join(dir, 'files')).catch(() => [])).toEqual([]);
    }
  });

  it('kill -9 of the worker holding a review: another worker finishes it, exactly once', async () => {
    const reviewsBefore = await local.db.select({ n: sql<number>`count(*)::int` }).from(contractTasks);
    hold.armed = true;
    const up = await uploadPlain(lawyer, '借款合同.docx', await buildContractDocx());
    const created = await postCreate(lawyer.client, createPayload(up.body.data));
    expect(created.body.code).toBe(200);
    const taskId = created.body.data.task_id;

    // The review is mid-way: a worker has sent its model request and waits for the answer.
    const holder = await until('a worker to hold the review', async () => /^\/(w\d)\//.exec(hold.heldPath)?.[1]);
    const [task] = await local.db.select().from(contractTasks).where(eq(contractTasks.id, taskId));
    expect(task!.status).toBe('RUNNING');
    await procs.get(holder)!.kill9();
    hold.release?.();

    const status = await waitForSettled(lawyer.client, taskId, 240_000);
    expect(status.task_status).toBe('FINISH');
    // Run by the surviving worker (its own path on the model stub), once more after the crash.
    const survivor = holder === 'w1' ? 'w2' : 'w1';
    expect(stub.requests.some((r) => r.path.startsWith(`/${survivor}/`))).toBe(true);

    // Exactly once: one output file per kind, no finding twice, one use charged per review, no task duplicated.
    const files = await local.db.select().from(storedFiles).where(eq(storedFiles.taskId, taskId));
    const outputs = files.filter((f) => f.kind !== 'original');
    expect(outputs.length).toBeGreaterThan(0);
    expect(outputs.length).toBe(new Set(outputs.map((f) => f.kind)).size);
    const findings = await local.db.select().from(contractFindings).where(eq(contractFindings.taskId, taskId));
    expect(new Set(findings.map((f) => `${f.ruleId}|${f.ordinal}`)).size).toBe(findings.length);
    const [quota] = await local.db
      .select()
      .from(quotas)
      .where(and(eq(quotas.userId, lawyer.user.id), eq(quotas.model, 'contract_review')));
    expect(quota!.useNumber).toBe(2);
    const reviewsAfter = await local.db.select({ n: sql<number>`count(*)::int` }).from(contractTasks);
    expect(reviewsAfter[0]!.n).toBe(reviewsBefore[0]!.n + 1);
    // No orphan or duplicate objects: the bucket holds exactly the files the database knows.
    await expectStoreMatchesDatabase();
    expect(await s3.incompleteUploads()).toEqual([]);

    await start(holder, 'worker');
  });

  it('kill -9 of an API process mid-upload: the request fails at once, no half-written task, the retry works', async () => {
    const [api1] = [procs.get('api1')!];
    const tasksBefore = await local.db.select().from(contractTasks);
    const filesBefore = await local.db.select().from(storedFiles);

    const contract = await buildContractDocx();
    const encrypted = await encryptForUpload(lawyer.key, contract);
    const frame = multipartFrame('租赁合同.docx');
    await lawyer.client.primeXsrf();
    const failed = await new Promise<Error | number>((resolve) => {
      const url = new URL(contractPath('upload'), api1.url);
      const req = http.request(url, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${frame.boundary}`,
          token: lawyer.client.token!,
          cookie: `XSRF-TOKEN=${lawyer.client.cookies.get('XSRF-TOKEN')}`,
          'x-xsrf-token': lawyer.client.cookies.get('XSRF-TOKEN')!,
          domain: 'localhost',
        },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', (err) => resolve(err));
      // Half the body, then the process dies while it waits for the rest.
      req.write(Buffer.concat([frame.head, encrypted.subarray(0, encrypted.length >> 1)]), () => {
        void api1.kill9();
      });
    });
    expect(failed).toBeInstanceOf(Error);
    expect((failed as NodeJS.ErrnoException).code ?? (failed as Error).message).toMatch(/ECONNRESET|socket hang up|EPIPE/);

    // No task and no stored file came from the broken upload.
    expect(await local.db.select().from(contractTasks)).toHaveLength(tasksBefore.length);
    expect((await local.db.select().from(storedFiles)).map((f) => f.id).sort()).toEqual(filesBefore.map((f) => f.id).sort());
    await expectStoreMatchesDatabase();

    // The client retries on the API process still up.
    procs.delete('api1');
    const retry = clientOver(apiUrls());
    const up = await uploadPlain({ ...lawyer, client: retry }, '租赁合同.docx', contract);
    expect(up.body.code).toBe(200);
    await start('api1', 'api');
  });

  it('PostgreSQL restarted (crash-style, down 5 s): every process reconnects, a review held across it finishes, nothing lost', async () => {
    const client = clientOver(apiUrls());
    const tasksBefore = await local.db.select({ id: contractTasks.id, status: contractTasks.status }).from(contractTasks);
    hold.armed = true;
    hold.heldPath = '';
    const up = await uploadPlain({ ...lawyer, client }, '服务合同.docx', await buildContractDocx());
    const created = await postCreate(client, createPayload(up.body.data));
    expect(created.body.code).toBe(200);
    const heldTask = created.body.data.task_id;
    await until('a worker to hold the review', async () => hold.heldPath || undefined);

    // A real restart of the server: `pg_ctl stop -m immediate` (every connection dropped, no checkpoint: WAL is
    // replayed at start, as after a crash or a failover), 5 s down, started again.
    const down = pgServer.restart(5_000);
    // While it is down an API process answers at once that it is not ready (a load balancer takes it out), and
    // does not hang or exit.
    const whileDown = await until('/api/ready to say 503 while the database is down', async () => {
      const res = await fetch(`${apiUrls()[0]}/api/ready`, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
      return res?.status === 503 ? res.status : undefined;
    }, 30_000);
    expect(whileDown).toBe(503);
    await down;
    hold.release?.();

    // Work started after the restart and the review held across it both finish; every process is still alive.
    const afterRestart = await until('a new review to be accepted after the restart', async () => {
      const u = await uploadPlain({ ...lawyer, client }, '运输合同.docx', await buildContractDocx()).catch(() => undefined);
      if (u?.body.code !== 200) return undefined;
      const c = await postCreate(client, createPayload(u.body.data));
      return c.body.code === 200 ? c.body.data.task_id : undefined;
    });
    expect((await waitForSettled(client, heldTask, 240_000)).task_status).toBe('FINISH');
    expect((await waitForSettled(client, afterRestart, 240_000)).task_status).toBe('FINISH');
    for (const url of apiUrls()) expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    for (const proc of procs.values()) expect(proc.child.exitCode, proc.name).toBeNull();

    // Nothing lost: every task from before the restart is still there with its status; the two new ones finished once.
    const tasksAfter = await local.db.select({ id: contractTasks.id, status: contractTasks.status }).from(contractTasks);
    const byId = new Map(tasksAfter.map((t) => [t.id, t.status]));
    for (const t of tasksBefore) expect(byId.get(t.id), t.id).toBe(t.status);
    expect(tasksAfter).toHaveLength(tasksBefore.length + 2);
    expect([byId.get(heldTask), byId.get(afterRestart)]).toEqual(['FINISH', 'FINISH']);
    const heldFindings = await local.db.select().from(contractFindings).where(eq(contractFindings.taskId, heldTask));
    expect(new Set(heldFindings.map((f) => `${f.ruleId}|${f.ordinal}`)).size).toBe(heldFindings.length);
    await expectStoreMatchesDatabase();
  });
});
