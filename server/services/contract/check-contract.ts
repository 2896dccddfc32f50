import { getRemaining } from '../quota/get-remaining';
import type { Db } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';

/** The quota model a contract review uses (api.md Quotas). */
export const CONTRACT_REVIEW_MODEL = 'contract_review';

/** Pre-check before a review (spec §4 Submit): passes when a use is left, else 10014 (Messages.limitReached). */
export async function checkContract(db: Db, { actor }: { actor: TActor }): Promise<void> {
  const remaining = await getRemaining(db, { actor, model: CONTRACT_REVIEW_MODEL });
  if (remaining <= 0) throw Errors.limitReached();
}
