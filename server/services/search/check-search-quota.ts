import { FUXI_SEARCH_MODEL } from '@common/api/search';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { getRemaining } from '../quota/get-remaining';

/** The search tabs' pre-check (spec §5, api.md quota check): passes with a use of fuxi_search left, else 10014. */
export async function checkSearchQuota(db: Db, { actor }: { actor: TActor }): Promise<void> {
  if ((await getRemaining(db, { actor, model: FUXI_SEARCH_MODEL })) <= 0) throw Errors.limitReached();
}
