import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playbookCustomChecks } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { findCustomCheckForUpdate } from './find-custom-check';
import { customSnapshot, recordPlaybookChange } from './playbook-audit';
import { assertPlaybookAdmin } from './playbook-guards';

/** Deletes one of the tenant's firm checks; the audit entry keeps the whole check as it was. */
export async function deleteCustomCheck(db: Db, { actor, id }: { actor: TActor; id: string }): Promise<void> {
  assertPlaybookAdmin(actor);
  await db.transaction(async (tx) => {
    const row = await findCustomCheckForUpdate(tx, { actor, id });
    await tx.delete(playbookCustomChecks).where(eq(playbookCustomChecks.id, row.id));
    await recordPlaybookChange(tx, {
      actor,
      action: 'custom.delete',
      target: row.id,
      details: { category_id: row.categoryId, title: row.title, before: customSnapshot(row), after: null },
    });
  });
}
