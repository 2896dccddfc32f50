import type { TStanceOption } from '@common/api/contract';
import { Errors } from '../../lib/app-error';
import { getStances } from '../../review/knowledge/index';
import { ContractMessages } from './contract-errors';

/** The review stances of a category (spec §3: label from stances, value from prompt_id); 400 for an unknown one. */
export function listStances({ categoryId }: { categoryId: string }): TStanceOption[] {
  const stances = getStances(categoryId);
  if (!stances) throw Errors.badRequest(ContractMessages.categoryUnknown);
  return stances;
}
