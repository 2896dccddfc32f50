/**
 * checkResearch (api.md legal/check): moderation first (spec §5: a non-legal question is refused with
 * 根据相关法律法规和政策，当前搜索结果不予显示, code 10022; an empty one counts as legal), then the `research` quota
 * (10014 when none is left; the page opens the VIP dialog with reason NOT_QUOTA).
 */
import { RESEARCH_MODEL } from '@common/api/research';
import type { DbOrTx } from '../../db/client';
import type { TActor } from '../../lib/actor';
import { Errors } from '../../lib/app-error';
import { getRemaining } from '../quota/get-remaining';
import { moderateQuery } from '../search/moderate-query';
import { ResearchErrors } from './research-errors';

/** Throws the refusal or the quota error; resolves when the question may be asked. */
export async function checkResearch(db: DbOrTx, { actor, question }: { actor: TActor; question: string }): Promise<void> {
  if (!moderateQuery(question).legal) throw ResearchErrors.nonLegal();
  if ((await getRemaining(db, { actor, model: RESEARCH_MODEL })) <= 0) throw Errors.limitReached();
}
