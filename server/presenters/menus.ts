import type { TMenuNode, TMenus } from '@common/api/base';
import type { TTenantRow } from '../db/schema/index';
import type { TMenuGroup } from '../services/base/list-menus';

/** Groups become parent nodes (path '') whose children are the entries (spec §3 "Menu nodes: children, path"). */
export function presentMenus(tenant: TTenantRow, groups: TMenuGroup[]): TMenus {
  const menus: TMenuNode[] = groups.map((g) => ({
    key: g.key,
    title: g.title,
    path: '',
    group: g.key,
    children: g.entries.map((e) => ({
      key: e.key,
      title: e.title,
      path: e.path,
      group: e.group,
      children: [],
    })),
  }));
  return { menus, tenant_name: tenant.name, welcome_message: tenant.welcomeMessage };
}
