/**
 * Client files do not linger: an upload never submitted for review is removed, row and encrypted bytes, once it is
 * older than UPLOAD_RETENTION_HOURS; an upload a review uses, and a recent one, stay.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractUploads, storedFiles } from '../../server/db/schema/index';
import { uploadsCleanupJob } from '../../server/jobs/definitions/uploads-cleanup';
import { useTestApp } from '../helpers/build-test-app';
import { waitForJob } from '../helpers/wait-for-job';
import {
  buildLawyer,
  createPayload,
  postCreate,
  uploadPlain,
  waitForSettled,
  type TLawyer,
} from '../helpers/contract-client';
import { buildContractDocx } from '../helpers/contract-docx';

describe('contract.uploads-cleanup', () => {
  const t = useTestApp();
  let lawyer: TLawyer;
  let contract: Buffer;

  beforeAll(async () => {
    lawyer = await buildLawyer(t().app);
    contract = await buildContractDocx();
  });

  async function uploadRow(fileName: string) {
    const upload = (await uploadPlain(lawyer, fileName, contract)).body.data;
    const [row] = await t()
      .app.db.select()
      .from(contractUploads)
      .where(and(eq(contractUploads.md5, upload.md5_file), eq(contractUploads.timestamp, upload.timestamp)));
    return { upload, row: row! };
  }

  it('removes an old upload nobody reviewed with its stored bytes, and keeps reviewed and recent ones', async () => {
    const abandoned = await uploadRow('没提交的合同.docx');
    const recent = await uploadRow('刚上传的合同.docx');
    const reviewed = await uploadRow('已审查的合同.docx');
    const taskId = (await postCreate(lawyer.client, createPayload(reviewed.upload))).body.data.task_id;
    await waitForSettled(lawyer.client, taskId);

    const old = new Date(Date.now() - (t().env.UPLOAD_RETENTION_HOURS + 1) * 3600_000);
    await t()
      .app.db.update(contractUploads)
      .set({ createdAt: old })
      .where(inArray(contractUploads.id, [abandoned.row.id, reviewed.row.id]));
    const [abandonedFile] = await t()
      .app.db.select()
      .from(storedFiles)
      .where(eq(storedFiles.id, abandoned.row.fileId));
    expect(await t().app.fileStore.exists(abandonedFile!.storageKey)).toBe(true);

    const jobId = await t().app.queue.send(uploadsCleanupJob, {});
    expect(await waitForJob(t().app, uploadsCleanupJob.id, jobId!)).toMatchObject({ uploads: 1 });

    const left = await t()
      .app.db.select({ id: contractUploads.id })
      .from(contractUploads)
      .where(eq(contractUploads.userId, lawyer.user.id));
    expect(left.map((r) => r.id).sort()).toEqual([recent.row.id, reviewed.row.id].sort());
    expect(
      await t().app.db.select().from(storedFiles).where(eq(storedFiles.id, abandoned.row.fileId)),
    ).toEqual([]);
    expect(await t().app.fileStore.exists(abandonedFile!.storageKey)).toBe(false);
  });

  it(`runs every hour (${uploadsCleanupJob.schedule?.cron})`, async () => {
    const schedules = await t().app.queue.boss.getSchedules();
    expect(schedules.find((s) => s.name === uploadsCleanupJob.id)?.cron).toBe(
      uploadsCleanupJob.schedule?.cron,
    );
  });
});
