import { and, eq } from 'drizzle-orm';
import { PlaybookMessages } from '@common/api/playbook';
import type { DbOrTx } from '../../db/client';
import { playbookCustomChecks, type TPlaybookCustomCheckRow } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';

/** The tenant's firm check, locked for the transaction; 404 for an id of another tenant exactly as for none. */
export async function findCustomCheckForUpdate(tx: DbOrTx, { actor, id }: { actor: TActor; id: string }): Promise<TPlaybookCustomCheckRow> {
  const [row] = await tx
    .select()
    .from(playbookCustomChecks)
    .where(and(eq(playbookCustomChecks.id, id), eq(playbookCustomChecks.tenantId, actor.tenantId)))
    .for('update');
  if (!row) throw Errors.notFound(PlaybookMessages.customNotFound);
  return row;
}
