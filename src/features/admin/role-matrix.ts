/**
 * The resource x action grid of /roleConfig (api.md roles: actions 1 read, 2 create, 4 update, 8 delete; `*` for
 * every module). Pure, so the page and its tests share one reading of a bitmask.
 */
import type { TPermission } from '@common/api/accounts';
import { MENU_ENTRIES } from '@common/nav';
import { MODULE_RESOURCES } from './permission-model';

/** A role resource in the words of the sidebar (法律检索, 简易尽调, AI对话…), so the admin grants what members see. */
export const RESOURCE_LABELS: Record<string, string> = {
  '*': '全部功能',
  admin: '企业管理',
  ...Object.fromEntries(MENU_ENTRIES.map((e) => [e.key, e.title])),
};

export const ACTIONS = [
  { bit: 1, label: '查看' },
  { bit: 2, label: '新建' },
  { bit: 4, label: '修改' },
  { bit: 8, label: '删除' },
] as const;
export const ALL_ACTIONS = 15;

/** Rows of the grid: the wildcard first, then every module (admin is not a role resource here: it is the 管理员 flag). */
export const GRID_RESOURCES = ['*', ...MODULE_RESOURCES] as const;

export type TGrid = Record<string, number>;

export function gridOf(permissions: readonly TPermission[]): TGrid {
  const grid: TGrid = {};
  for (const p of permissions) grid[p.resource] = (grid[p.resource] ?? 0) | p.actions;
  return grid;
}

/** The permissions a grid saves: rows with at least one action, in grid order. */
export function permissionsOf(grid: TGrid): TPermission[] {
  return GRID_RESOURCES.filter((r) => (grid[r] ?? 0) > 0).map((r) => ({ resource: r, actions: grid[r]! }) as TPermission);
}

export function toggle(grid: TGrid, resource: string, bit: number, on: boolean): TGrid {
  const current = grid[resource] ?? 0;
  return { ...grid, [resource]: on ? current | bit : current & ~bit };
}

/** One line per granted row for the roles table: 合同审查：查看、新建 / 全部功能：全部操作. */
export function describePermission(p: TPermission, names: Record<string, string>): string {
  const name = names[p.resource] ?? p.resource;
  const actions = (p.actions & ALL_ACTIONS) === ALL_ACTIONS ? '全部操作' : ACTIONS.filter((a) => p.actions & a.bit).map((a) => a.label).join('、');
  return `${name}：${actions}`;
}
