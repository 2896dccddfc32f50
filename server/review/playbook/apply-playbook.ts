/**
 * Applies a firm's overrides to findings already made: findings of checks the firm switched off disappear, the rest
 * take the firm's level. Works on rule findings and on model findings alike (a model finding that names a checklist
 * item carries its id in `checkId`), so a switched-off check cannot come back through the model pass.
 */
import type { TFindingLevel } from '@common/api/contract';
import type { Playbook } from './types';

type TOverridable = { ruleId: string; level: TFindingLevel; checkId?: string | null };

function overrideOf(playbook: Playbook, f: TOverridable) {
  return playbook.overrides[f.checkId ?? f.ruleId] ?? (f.checkId ? playbook.overrides[f.ruleId] : undefined);
}

/** Drops findings of disabled checks and re-levels the others; returns new objects, never mutates. */
export function applyPlaybook<F extends TOverridable>(findings: readonly F[], playbook: Playbook): F[] {
  const out: F[] = [];
  for (const f of findings) {
    const o = overrideOf(playbook, f);
    if (!o) {
      out.push(f);
      continue;
    }
    if (!o.enabled) continue;
    out.push(o.level && o.level !== f.level ? { ...f, level: o.level } : f);
  }
  return out;
}

/** The same for a checklist (the model pass's list of checks): disabled items removed, levels replaced. */
export function applyPlaybookToChecklist<T extends { id: string; level: TFindingLevel }>(items: readonly T[], playbook: Playbook): T[] {
  return items.flatMap((item) => {
    const o = playbook.overrides[item.id];
    if (!o) return [item];
    if (!o.enabled) return [];
    return [o.level ? { ...item, level: o.level } : item];
  });
}
