/** Loading an upload the actor owns by the (timestamp, md5) pair the spec's payloads identify it with. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contractUploads, type TContractUploadRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { ContractErrors } from './contract-errors';

/** The actor's upload, or 404 (another user's upload is not found either). */
export async function findOwnUpload(
  db: DbOrTx,
  { actor, timestamp, md5 }: { actor: TActor; timestamp: string; md5: string },
): Promise<TContractUploadRow> {
  const [row] = await db
    .select()
    .from(contractUploads)
    .where(
      and(
        eq(contractUploads.tenantId, actor.tenantId),
        eq(contractUploads.userId, actor.userId),
        eq(contractUploads.md5, md5.toLowerCase()),
        eq(contractUploads.timestamp, timestamp),
      ),
    )
    .orderBy(desc(contractUploads.createdAt))
    .limit(1);
  if (!row) throw ContractErrors.uploadNotFound();
  return row;
}
