/**
 * The sidebar as data (spec §1): groups 检索/效率/学习/历史 in MENU_GROUPS order, entries from base/menus when logged
 * in or the built-in MENU_ENTRIES otherwise, minus what the tenant hides (brand.hidden_menu_groups, hidden_menus).
 */
import { MENU_ENTRIES, MENU_GROUPS, DETAIL_PARENT, currentMenuFromPath } from '@common/nav';
import { type TBrand, type TMenuNode } from '@common/api/base';

export type TSidebarEntry = { key: string; title: string; path: string; external: boolean };
export type TSidebarGroup = { key: string; title: string; entries: TSidebarEntry[] };

const isExternal = (path: string) => /^https?:\/\//i.test(path);

/** Flattens base/menus nodes (a node with children contributes its children). */
function flatten(nodes: readonly TMenuNode[]): Omit<TMenuNode, 'children'>[] {
  return nodes.flatMap((n) => (n.children.length ? flatten(n.children) : [n]));
}

export function buildSidebar(brand: TBrand, menus?: readonly TMenuNode[] | null): TSidebarGroup[] {
  const source = menus && menus.length ? flatten(menus) : MENU_ENTRIES;
  const hiddenGroups = new Set(brand.hidden_menu_groups);
  const hiddenMenus = new Set(brand.hidden_menus);
  return MENU_GROUPS.filter((g) => !hiddenGroups.has(g.key))
    .map((g) => ({
      key: g.key,
      title: g.title,
      entries: source
        .filter((e) => e.group === g.key && !hiddenMenus.has(e.key))
        .map((e) => ({ key: e.key, title: e.title, path: e.path, external: isExternal(e.path) })),
    }))
    .filter((g) => g.entries.length > 0);
}

const PARENT_BY_LOWER = new Map(Object.entries(DETAIL_PARENT).map(([k, v]) => [k.toLowerCase(), v]));
const MENU_KEY_BY_LOWER = new Map(MENU_ENTRIES.map((e) => [e.key.toLowerCase(), e.key]));

/**
 * The highlighted menu for a path (spec §2): currentMenuFromPath, made tolerant of case because routes match
 * case-insensitively (/Review and /review open the same page).
 */
export function activeMenuKey(pathname: string): string {
  const key = currentMenuFromPath(pathname);
  const lower = key.toLowerCase();
  return MENU_KEY_BY_LOWER.get(lower) ?? PARENT_BY_LOWER.get(lower) ?? key;
}
