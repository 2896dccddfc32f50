/** Finding rows -> the API's finding shape (common/api/contract.ts ZFinding). */
import type { TFinding } from '@common/api/contract';
import type { TContractFindingRow } from '../db/schema/index';

/** One finding as the result, the decision call and the detail page show it. */
export function presentFinding(row: TContractFindingRow): TFinding {
  return {
    id: row.id,
    rule_id: row.ruleId,
    level: row.level,
    title: row.title,
    explanation: row.explanation,
    suggestion: row.suggestion,
    legal_basis: row.legalBasis,
    anchor: row.anchor ?? null,
    revision: row.revision ?? null,
    decision: row.decision,
    source: row.source,
  };
}
