/**
 * Backups as docs/operations.md describes them (issue 15 item 4, decision 177): `pg_dump -Fc` of the database and
 * a copy of every object of the bucket, restored into a fresh database (`pg_restore`) and a fresh bucket, read by a
 * new app with the same SECRET_KEY: the lawyer's session, the finished review (findings, legal bases) and its files
 * (the annotated contract and the original, byte for byte) come back. With another SECRET_KEY the restored app does
 * not start: the key is part of the backup.
 * PostgreSQL only (pg_dump/pg_restore), in the `topology` vitest project.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaskResult, TTaskStatusItem } from '@common/api/contract';
import { buildApp } from '../../server/app';
import { loadEnv } from '../../server/env';
import { startLoopbackS3, type TLoopbackS3 } from '../../server/storage/testing/loopback-s3';
import { buildTestApp, type TTestApp } from '../helpers/build-test-app';
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
import { buildContractDocx } from '../helpers/contract-docx';
import { createScratchDatabase, type TScratchDatabase } from '../helpers/scratch-database';
import { TestClient } from '../helpers/test-client';

const run = promisify(execFile);
const RESTORED_BUCKET = 'lawdesk-restored';

let s3: TLoopbackS3;
let source: TTestApp;
let restoredDb: TScratchDatabase | undefined;
const restoredApps: FastifyInstance[] = [];
let workDir = '';
let lawyer: TLawyer;
let contract: Buffer;
let finished: TTaskStatusItem;
let result: TTaskResult;

/** An app on the restored database and bucket (what a new machine runs after a restore). */
async function startRestored(secretKey: string): Promise<FastifyInstance> {
  const options = s3.options(RESTORED_BUCKET);
  const app = await buildApp({
    env: loadEnv({
      DATABASE_URL: restoredDb!.url,
      DATA_DIR: await mkdtemp(path.join(workDir, 'data-')),
      SECRET_KEY: secretKey,
      LOG_LEVEL: 'silent',
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY: options.accessKey,
      S3_SECRET_KEY: options.secretKey,
      S3_REGION: options.region,
    }),
    services: ['api', 'worker'],
    logger: false,
    print: () => {},
  });
  await app.ready();
  restoredApps.push(app);
  return app;
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('the restore test needs TEST_DATABASE_URL (PostgreSQL)');
  workDir = await mkdtemp(path.join(os.tmpdir(), 'lawdesk-backup-'));
  s3 = await startLoopbackS3();
  const options = s3.options();
  source = await buildTestApp({
    env: {
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY: options.accessKey,
      S3_SECRET_KEY: options.secretKey,
      S3_REGION: options.region,
    },
  });
  lawyer = await buildLawyer(source.app);
  contract = await buildContractDocx();
  const up = await uploadPlain(lawyer, '设备买卖合同.docx', contract);
  const created = await postCreate(lawyer.client, createPayload(up.body.data));
  finished = await waitForSettled(lawyer.client, created.body.data.task_id);
  expect(finished.task_status).toBe('FINISH');
  result = (await lawyer.client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: finished.task_id } })).body.data;
}, 180_000);

afterAll(async () => {
  for (const app of restoredApps) await app.close().catch(() => {});
  await restoredDb?.drop();
  await source?.close();
  await s3?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('backup and restore (pg_dump + object copy)', () => {
  it('restores into a fresh database and bucket, and the lawyer reads the review and its files back', async () => {
    // 1. The backup, as docs/operations.md: a custom-format dump, then every object copied as stored (ciphertext).
    const dump = path.join(workDir, 'lawdesk.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', dump, source.env.DATABASE_URL!]);
    s3.createBucket(RESTORED_BUCKET);
    const keys = await s3.listKeys();
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) {
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.options().bucket, Key: key }));
      const body = Buffer.from(await object.Body!.transformToByteArray());
      await s3.client.send(new PutObjectCommand({ Bucket: RESTORED_BUCKET, Key: key, Body: body }));
    }

    // 2. The restore: a new empty database, pg_restore, an app with the same SECRET_KEY on the copied bucket.
    restoredDb = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'lawdesk_restore');
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', restoredDb.url, dump]);
    const restored = await startRestored(source.env.SECRET_KEY);

    // 3. The lawyer's session still works; the review, its findings and legal bases are as before.
    const client = new TestClient(restored);
    client.token = lawyer.client.token;
    const again = (await client.get<TTaskResult>(contractPath('task/result'), { query: { task_id: finished.task_id } })).body.data;
    expect(again.task.status).toBe('FINISH');
    expect(again.task).toEqual(result.task);
    expect(again.findings.length).toBeGreaterThan(0);
    expect(again.findings).toEqual(result.findings);

    // 4. Its files decrypt to the same bytes: the annotated contract and the original upload.
    const readBack = { ...lawyer, client };
    const annotatedBefore = await downloadDecrypted(lawyer, finished.annotated_file_url_id);
    const annotatedAfter = await downloadDecrypted(readBack, finished.annotated_file_url_id);
    expect(annotatedAfter.filename).toBe('设备买卖合同-批注版.docx');
    expect(annotatedAfter.bytes.equals(annotatedBefore.bytes)).toBe(true);
    const original = await downloadDecrypted(readBack, result.task.original_file_url_id);
    expect(original.bytes.equals(contract)).toBe(true);
  });

  it('without the same SECRET_KEY the restore is refused at start: the key belongs in the backup', async () => {
    // Stored secrets (push keys), sessions and every file are bound to keys derived from SECRET_KEY.
    // The start-up error names the setting to fix (it was GCM's "unable to authenticate data").
    await expect(startRestored(randomBytes(32).toString('hex'))).rejects.toThrow(/SECRET_KEY/);
  });
});
