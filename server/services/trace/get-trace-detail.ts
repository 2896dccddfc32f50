/** getTraceDetail: a DD table with its files, cells and progress (api.md "DD detail"). */
import type { TTraceDetail } from '@common/api/trace';
import type { DbOrTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { presentFileInfo } from '../../presenters/doc-file';
import { presentTraceDetail } from '../../presenters/trace';
import { findOwnFiles } from '../document/find-own-files';
import { findOwnTrace } from './find-own-trace';

/** The actor's DD task, or 404. */
export async function getTraceDetail(db: DbOrTx, { actor, taskId }: { actor: TActor; taskId: string }): Promise<TTraceDetail> {
  const task = await findOwnTrace(db, { actor, taskId });
  const files = await findOwnFiles(db, { actor, fileIds: task.fileIds }).catch(() => []);
  return presentTraceDetail(task, files.map(presentFileInfo));
}
