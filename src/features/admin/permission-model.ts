/**
 * What the web app hides and refuses for a member's roles (issue 12, spec §6: permissions are resource + action
 * bitmasks, a route can require a list — all or any — and a wildcard grants everything). Zod-free and tiny on
 * purpose: the sidebar and the route guard sit in the first load, so this must not pull common/api/accounts (zod).
 * `allowsResource` mirrors `allows` of common/api/accounts (the server's rule); permission-model.test.ts keeps them
 * equal for every resource and action.
 */
import { DETAIL_PARENT } from '@common/nav';
import type { TMyPermissions } from '@common/api/accounts';

/** The role resources that are navigation keys (api.md roles), i.e. what a role can open or close in the sidebar. */
export const MODULE_RESOURCES = [
  'contract',
  'research',
  'documentDraft',
  'assistant',
  'traceability',
  'translateList',
  'deepseek',
  'fxSearch',
  'enterpriseSearch',
  'allHistory',
] as const;
const MODULE_SET: ReadonlySet<string> = new Set(MODULE_RESOURCES);

export const READ = 1;

/**
 * Same rule as the server: the admin area is for tenant admins only; otherwise admins and tenants without roles are
 * unrestricted, and `*` covers every module resource.
 */
export function allowsResource(p: TMyPermissions, resource: string, action: number = READ): boolean {
  if (resource === 'admin') return p.is_admin;
  if (p.is_admin || p.unrestricted) return true;
  return p.permissions.some((x) => (x.resource === resource || x.resource === '*') && (x.actions & action) === action);
}

/** A route's requirement (spec §6): every listed resource (all) or at least one (any). */
export type TRequirement = { all: readonly string[] } | { any: readonly string[] };

export function meets(p: TMyPermissions, req: TRequirement): boolean {
  return 'all' in req ? req.all.every((r) => allowsResource(p, r)) : req.any.some((r) => allowsResource(p, r));
}

/**
 * Enterprise admin pages (spec §2 admin routes) that only tenant admins open; /accountBalance and /tradingStatement
 * are each user's own, and /playbook shows its own 没有权限 panel.
 */
export const ADMIN_ONLY_PATHS = ['memberManagement', 'roleConfig', 'loginConfig', 'enterpriseInfo', 'dataDashboard', 'orderManagement'] as const;
const ADMIN_ONLY: ReadonlySet<string> = new Set(ADMIN_ONLY_PATHS.map((p) => p.toLowerCase()));

/** Pages that serve more than one module: any of them opens the page. */
const ANY_OF: Record<string, readonly string[]> = {
  // The older chat history lists research and AI-chat conversations together.
  history: ['research', 'deepseek'],
};

const PARENT_BY_LOWER = new Map(Object.entries(DETAIL_PARENT).map(([k, v]) => [k.toLowerCase(), v]));

/** What a path needs, or null when no role restricts it (home, user info, balance, public pages). */
export function requirementOf(pathname: string): TRequirement | null {
  const bare = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const lower = bare.toLowerCase();
  if (ADMIN_ONLY.has(lower)) return { all: ['admin'] };
  if (lower.startsWith('research/')) return { all: ['research'] };
  const anyOf = ANY_OF[lower];
  if (anyOf) return { any: anyOf };
  // Guide-layout pages (/guidContract, /guidDraft...) are public previews (spec §2): the module page itself is guarded.
  if (lower.startsWith('guid')) return null;
  const key = MODULE_RESOURCES.find((r) => r.toLowerCase() === lower) ?? PARENT_BY_LOWER.get(lower);
  return key && MODULE_SET.has(key) ? { all: [key] } : null;
}

/** Drops the sidebar entries a member may not open; entries that are not role resources (home, learning) stay. */
export function visibleMenuKeys<T extends { key: string }>(entries: readonly T[], p: TMyPermissions | null | undefined): T[] {
  if (!p) return [...entries];
  return entries.filter((e) => !MODULE_SET.has(e.key) || allowsResource(p, e.key));
}
