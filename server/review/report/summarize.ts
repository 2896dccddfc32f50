/** Counts and short Chinese texts about a review's findings, for the task list and the opinion document. */
import type { TFinding, TFindingLevel } from '@common/api/contract';

export interface LevelCounts {
  high: number;
  medium: number;
  low: number;
  total: number;
}

const LEVEL_ORDER: Record<TFindingLevel, number> = { high: 0, medium: 1, low: 2 };

/** Findings that count: everything the lawyer has not rejected. */
export function activeFindings(findings: readonly TFinding[]): TFinding[] {
  return findings.filter((f) => f.decision !== 'rejected');
}

/** Active findings ordered high -> low, then by position in the contract (unanchored last within a level). */
export function orderFindings(findings: readonly TFinding[]): TFinding[] {
  const pos = (f: TFinding) => (f.anchor ? f.anchor.paragraph_index * 1e6 + f.anchor.start : Number.MAX_SAFE_INTEGER);
  return activeFindings(findings)
    .map((f, i) => ({ f, i }))
    .sort((a, b) => LEVEL_ORDER[a.f.level] - LEVEL_ORDER[b.f.level] || pos(a.f) - pos(b.f) || a.i - b.i)
    .map((x) => x.f);
}

/** Counts of active findings by level. */
export function countByLevel(findings: readonly TFinding[]): LevelCounts {
  const c: LevelCounts = { high: 0, medium: 0, low: 0, total: 0 };
  for (const f of activeFindings(findings)) {
    c[f.level]++;
    c.total++;
  }
  return c;
}

/** The overall conclusion paragraph of the opinion document. */
export function conclusionText(c: LevelCounts): string {
  if (c.high > 0) return `合同存在${c.high}项高风险问题，建议在签署前逐项修改或与对方协商一致，并由执业律师复核后再行签署。`;
  if (c.medium > 0) return `合同未发现高风险问题，但存在${c.medium}项中风险问题，建议修改完善后签署。`;
  if (c.low > 0) return `合同整体风险较低，存在${c.low}项低风险问题，可视交易情况优化相关条款。`;
  return '本次审查未发现明显风险，建议结合交易背景由执业律师复核后签署。';
}

function clip(s: string, n: number): string {
  const chars = Array.from(s.trim());
  return chars.length > n ? `${chars.slice(0, n).join('')}…` : chars.join('');
}

/** A short Chinese summary for the task list, e.g. 共发现5项风险（高风险1项、中风险3项、低风险1项），主要问题：…。 */
export function summarizeFindings(findings: readonly TFinding[]): string {
  const c = countByLevel(findings);
  if (c.total === 0) return '未发现明显风险。';
  const parts = (['high', 'medium', 'low'] as const)
    .filter((l) => c[l] > 0)
    .map((l) => `${{ high: '高', medium: '中', low: '低' }[l]}风险${c[l]}项`);
  const main = orderFindings(findings)
    .slice(0, 3)
    .map((f) => clip(f.title, 16));
  return `共发现${c.total}项风险（${parts.join('、')}），主要问题：${main.join('；')}。`;
}
