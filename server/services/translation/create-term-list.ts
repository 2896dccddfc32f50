/** Creating a term list (issue 11 item 2); only tenant admins create firm lists. */
import type { Db } from '../../db/client';
import { termLists } from '../../db/schema/index';
import type { TActor } from '../../lib/actor';
import { TranslationErrors } from './translation-errors';

/** Creates a list; only tenant admins create firm lists. */
export async function createTermList(db: Db, actor: TActor, input: { name: string; scope: 'personal' | 'firm' }): Promise<string> {
  if (input.scope === 'firm' && !actor.isAdmin) throw TranslationErrors.firmListAdminOnly();
  const [row] = await db.insert(termLists).values({ tenantId: actor.tenantId, userId: actor.userId, scope: input.scope, name: input.name }).returning({ id: termLists.id });
  return row!.id;
}
