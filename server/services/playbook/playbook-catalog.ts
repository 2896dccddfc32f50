/**
 * The built-in side of a playbook: which checks a scope holds (通用检查, or one category's own checks), how a check
 * is described to an admin, and which scope a check id belongs to. Read from the knowledge base, never copied.
 */
import { PLAYBOOK_GENERAL, PLAYBOOK_GENERAL_NAME } from '@common/api/playbook';
import { CATEGORIES, CHECKS_BY_CATEGORY, getCategory } from '../../review/knowledge/index';
import type { TCheck } from '../../review/knowledge/schema';

export type TScope = { id: string; name: string };

/** 通用检查 first, then the categories in the dropdown's order. */
export function listScopes(): TScope[] {
  return [{ id: PLAYBOOK_GENERAL, name: PLAYBOOK_GENERAL_NAME }, ...CATEGORIES.map((c) => ({ id: c.id, name: c.name }))];
}

/** The scope of an id, or null for an unknown one. */
export function findScope(id: string): TScope | null {
  if (id === PLAYBOOK_GENERAL) return { id, name: PLAYBOOK_GENERAL_NAME };
  const c = getCategory(id);
  return c ? { id: c.id, name: c.name } : null;
}

/** The built-in checks a scope holds: for a category its own (the general ones are listed under 通用检查). */
export function checksOfScope(scopeId: string): readonly TCheck[] {
  return CHECKS_BY_CATEGORY[scopeId] ?? [];
}

const scopeByCheck = new Map<string, { scope: string; check: TCheck }>();
for (const [scope, checks] of Object.entries(CHECKS_BY_CATEGORY)) for (const check of checks) scopeByCheck.set(check.id, { scope, check });

/** A built-in check by id with its scope, or null. */
export function findBuiltinCheck(checkId: string): { scope: string; check: TCheck } | null {
  return scopeByCheck.get(checkId) ?? null;
}

const PLACEHOLDER = /\{\w+\}/g;

/** The title without {placeholders} (they are filled from the matched text at review time). */
export function plainTitle(check: TCheck): string {
  return check.title.replace(PLACEHOLDER, '').trim();
}

/** What the check detects: the first sentence of its explanation, matched values shown as …. */
export function detectsOf(check: TCheck): string {
  const first = check.explanation.split(/(?<=。)/)[0]!.trim();
  // The quoted clause and a trailing ：{detail} belong to one contract's finding: here the check is described in
  // general (“{quote}”约定… -> 条款约定…); other values read as ….
  return first
    .replace(/^“\{\w+\}”[：:]\s*\{\w+\}/, '')
    .replace(/^“\{quote\}”[：:]\s*/, '')
    .replace(/^“\{quote\}”/, '条款')
    .replace(/[：:]\s*\{\w+\}(?=。?$)/, '')
    .replace(PLACEHOLDER, '…');
}

/** Stances as labels: 所有立场, or 买方、中立. */
export function stancesOf(check: TCheck, scope: string): string {
  if (check.stances === 'all') return '所有立场';
  const category = getCategory(scope);
  const labels = check.stances.map((id) => category?.stances.find((s) => s.id === id)?.label ?? id);
  return labels.join('、');
}

/** 《民法典》第五百八十五条 for each citation. */
export function citationsOf(check: TCheck): string[] {
  return check.citations.map((c) => `《${c.law}》${c.article}`);
}
