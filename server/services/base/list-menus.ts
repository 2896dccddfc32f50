import { MENU_ENTRIES, MENU_GROUPS, type TMenuEntry, type TMenuGroupKey } from '@common/nav';
import type { TTenantRow } from '../../db/schema/index';

export type TMenuGroup = { key: TMenuGroupKey; title: string; entries: TMenuEntry[] };

/** The sidebar for a tenant (spec §1): MENU_ENTRIES by group, minus its hidden groups and menus; empty groups dropped. */
export function listMenus(tenant: Pick<TTenantRow, 'hiddenMenuGroups' | 'hiddenMenus'>): TMenuGroup[] {
  const hiddenGroups = new Set(tenant.hiddenMenuGroups);
  const hiddenMenus = new Set(tenant.hiddenMenus);
  return MENU_GROUPS.filter((g) => !hiddenGroups.has(g.key))
    .map((g) => ({
      key: g.key,
      title: g.title,
      entries: MENU_ENTRIES.filter((e) => e.group === g.key && !hiddenMenus.has(e.key)),
    }))
    .filter((g) => g.entries.length > 0);
}
