/** Rows joined with the names the page shows (who last changed it), shared by the playbook services and presenter. */
import { eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { playbookCheckOverrides, playbookCustomChecks, users, type TPlaybookCustomCheckRow, type TPlaybookOverrideRow } from '../../db/schema/index';

export type TOverrideView = TPlaybookOverrideRow & { updatedByName: string | null };
export type TCustomCheckView = TPlaybookCustomCheckRow & { updatedByName: string | null };

/** Name of a user in the history and 'last changed by' columns; the account may have been deleted since. */
export const DELETED_USER_NAME = '已删除的用户';

export function overridesWithNames(db: DbOrTx) {
  return db
    .select({ ...getTableColumns(playbookCheckOverrides), updatedByName: users.username })
    .from(playbookCheckOverrides)
    .leftJoin(users, eq(users.id, playbookCheckOverrides.updatedBy));
}

export function customChecksWithNames(db: DbOrTx) {
  return db
    .select({ ...getTableColumns(playbookCustomChecks), updatedByName: users.username })
    .from(playbookCustomChecks)
    .leftJoin(users, eq(users.id, playbookCustomChecks.updatedBy));
}
