/** Renaming a translation task (issue 11 item 4). */
import { eq, sql } from 'drizzle-orm';
import { translationTasks } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { findOwnTranslation } from './find-own-translation';

/** Renames a task. */
export async function renameTranslation(db: Db, actor: TActor, input: { taskId: string; name: string }): Promise<void> {
  await findOwnTranslation(db, actor, input.taskId);
  await db.update(translationTasks).set({ name: input.name, updatedAt: sql`now()` }).where(eq(translationTasks.id, input.taskId));
}
