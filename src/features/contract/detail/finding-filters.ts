/** Filters and grouping of the findings panel: by level (高/中/低风险) and by decision (待处理/已接受/已拒绝). */
import type { TDecision, TFinding, TFindingLevel } from '@common/api/contract';

export const LEVELS: TFindingLevel[] = ['high', 'medium', 'low'];
export type TDecisionFilter = 'all' | TDecision;
export const DECISION_FILTERS: { value: TDecisionFilter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'open', label: '待处理' },
  { value: 'accepted', label: '已接受' },
  { value: 'rejected', label: '已拒绝' },
];

export function countByLevel(findings: readonly TFinding[]): Record<TFindingLevel, number> {
  const counts = { high: 0, medium: 0, low: 0 };
  for (const f of findings) counts[f.level] += 1;
  return counts;
}

/** Findings grouped by level (most severe first), in document order within a group; filters applied. */
export function groupFindings(
  findings: readonly TFinding[],
  levels: readonly TFindingLevel[],
  decision: TDecisionFilter,
): { level: TFindingLevel; findings: TFinding[] }[] {
  const shown = findings.filter((f) => levels.includes(f.level) && (decision === 'all' || f.decision === decision));
  const order = (f: TFinding) => (f.anchor ? f.anchor.paragraph_index * 1e6 + f.anchor.start : -1);
  return LEVELS.filter((l) => levels.includes(l))
    .map((level) => ({ level, findings: shown.filter((f) => f.level === level).sort((a, b) => order(a) - order(b)) }))
    .filter((g) => g.findings.length > 0);
}
