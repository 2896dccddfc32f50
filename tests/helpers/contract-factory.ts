/**
 * buildTask: a contract task row (with its upload and stored file rows) written straight to the database, for tests
 * of lists, filters and guards that need many tasks in given states without running reviews.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contractTasks, contractUploads, storedFiles, type TContractTaskRow } from '../../server/db/schema/index';

export type TTaskOwner = { id: string; tenantId: string };

export async function buildTask(
  app: FastifyInstance,
  owner: TTaskOwner,
  overrides: Partial<typeof contractTasks.$inferInsert> = {},
): Promise<TContractTaskRow> {
  const fileId = randomUUID();
  const fileName = overrides.fileName ?? `合同${randomBytes(3).toString('hex')}.docx`;
  await app.db.insert(storedFiles).values({
    id: fileId,
    tenantId: owner.tenantId,
    userId: owner.id,
    kind: 'original',
    storageKey: `u/${owner.id}/${fileId}`,
    filename: fileName,
    byteSize: 1,
  });
  const [upload] = await app.db
    .insert(contractUploads)
    .values({
      tenantId: owner.tenantId,
      userId: owner.id,
      fileId,
      md5: randomBytes(16).toString('hex'),
      timestamp: String(Date.now()),
      fileName,
      originalType: 'docx',
      charCount: 1000,
      byteSize: 1,
    })
    .returning();
  const [task] = await app.db
    .insert(contractTasks)
    .values({
      tenantId: owner.tenantId,
      userId: owner.id,
      uploadId: upload!.id,
      taskName: fileName.replace(/\.docx$/, ''),
      fileName,
      contractTypeId: 'sale',
      contractTypeName: '买卖合同',
      reviewStance: 'buyer',
      reviewStanceName: '买方',
      reviewStatus: 1,
      reviewPeople: '张律师',
      status: 'FINISH',
      progress: 100,
      attempt: 1,
      ...overrides,
    })
    .returning();
  return task!;
}
