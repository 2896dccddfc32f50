/**
 * The knowledge base: categories (tree + stances) and checks (general + one file per category), validated at
 * load. This is what the rules engine, the classifier and the categories/stances API read.
 */
import type { TCategoryNode, TStanceOption } from '@common/api/contract';
import { CATEGORIES, CATEGORY_GROUPS, getCategory } from './categories';
import type { TCheck } from './schema';
import { GENERAL_CHECKS as GENERAL_BASE } from './checks/general';
import { FAMILY_CHECKS } from './checks/families';
import { SALE_CHECKS } from './checks/sale';
import { LEASE_CHECKS } from './checks/lease';
import { LABOR_CHECKS } from './checks/labor';
import { LOAN_CHECKS } from './checks/loan';
import { SERVICE_CHECKS } from './checks/service';
import { TECH_CHECKS } from './checks/tech';
import { CONSTRUCTION_CHECKS } from './checks/construction';
import { WORK_CHECKS } from './checks/work';
import { NDA_CHECKS } from './checks/nda';
import { EQUITY_CHECKS } from './checks/equity';
import { COOPERATION_CHECKS } from './checks/cooperation';
import { BROKERAGE_CHECKS } from './checks/brokerage';

export { CATEGORIES, CATEGORY_GROUPS, getCategory };

/** General checks: the topic checks and the one-sided-clause families (checks/families.ts). */
const GENERAL_CHECKS: readonly TCheck[] = [...GENERAL_BASE, ...FAMILY_CHECKS];

/** Checks per category id ('general' applies to every category). */
export const CHECKS_BY_CATEGORY: Readonly<Record<string, readonly TCheck[]>> = {
  general: GENERAL_CHECKS,
  sale: SALE_CHECKS,
  lease: LEASE_CHECKS,
  labor: LABOR_CHECKS,
  loan: LOAN_CHECKS,
  service: SERVICE_CHECKS,
  tech: TECH_CHECKS,
  construction: CONSTRUCTION_CHECKS,
  work: WORK_CHECKS,
  nda: NDA_CHECKS,
  equity: EQUITY_CHECKS,
  cooperation: COOPERATION_CHECKS,
  brokerage: BROKERAGE_CHECKS,
};

/** Every check in the knowledge base. */
export const ALL_CHECKS: readonly TCheck[] = Object.values(CHECKS_BY_CATEGORY).flat();

/** General checks (filtered by their category limits) followed by the category's own checks. */
export function getChecks(categoryId: string): TCheck[] {
  const general = GENERAL_CHECKS.filter(
    (c) =>
      (!c.onlyCategories || c.onlyCategories.includes(categoryId)) &&
      !(c.exceptCategories ?? []).includes(categoryId),
  );
  // An unknown category (or 'general') gets the general checks only.
  return categoryId === 'general' ? general : [...general, ...(CHECKS_BY_CATEGORY[categoryId] ?? [])];
}

/** The category tree for the dropdown (groups with selectable leaves). */
export function getCategoryTree(): TCategoryNode[] {
  return CATEGORY_GROUPS.map((g) => ({
    value: g.id,
    label: g.name,
    children: g.categories.map((c) => ({ value: c.id, label: c.name, children: [] })),
  }));
}

/** Stances of a category as the API returns them; null for an unknown category. */
export function getStances(categoryId: string): TStanceOption[] | null {
  const c = getCategory(categoryId);
  return c ? c.stances.map((s) => ({ stances: s.label, prompt_id: s.id })) : null;
}
