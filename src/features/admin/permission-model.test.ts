import { describe, expect, it } from 'vitest';
import { Action, allows, ROLE_RESOURCES, type TMyPermissions } from '@common/api/accounts';
import { MENU_ENTRIES } from '@common/nav';
import { allowsResource, meets, MODULE_RESOURCES, requirementOf, visibleMenuKeys } from './permission-model';

const member = (permissions: TMyPermissions['permissions']): TMyPermissions => ({ is_admin: false, unrestricted: false, permissions });

describe('permission model of the web app', () => {
  it('decides exactly like the server for every resource, action and mask (wildcard included)', () => {
    const resources = [...ROLE_RESOURCES, '*'] as const;
    // A tenant without roles restricts no module, but its plain members never get the admin area.
    const unrestricted: TMyPermissions = { is_admin: false, unrestricted: true, permissions: [] };
    for (const asked of ROLE_RESOURCES) {
      expect(allowsResource(unrestricted, asked), asked).toBe(asked !== 'admin');
      expect(allows(unrestricted, asked), asked).toBe(asked !== 'admin');
    }
    expect(meets(unrestricted, requirementOf('/memberManagement')!)).toBe(false);
    for (const granted of resources) {
      for (let mask = 0; mask <= 15; mask++) {
        const p = member([{ resource: granted, actions: mask }]);
        for (const asked of ROLE_RESOURCES) {
          for (const action of [Action.read, Action.create, Action.update, Action.delete, Action.all]) {
            expect(allowsResource(p, asked, action), `${granted}:${mask} ${asked}:${action}`).toBe(allows(p, asked, action));
          }
        }
      }
    }
  });

  it('knows every module resource the server knows, and every one is a sidebar entry', () => {
    expect([...MODULE_RESOURCES].sort()).toEqual(ROLE_RESOURCES.filter((r) => r !== 'admin').sort());
    const keys = new Set(MENU_ENTRIES.map((e) => e.key));
    for (const r of MODULE_RESOURCES) expect(keys.has(r), r).toBe(true);
  });

  it('hides the sidebar entries a member may not open and keeps home and learning', () => {
    const shown = visibleMenuKeys(MENU_ENTRIES, member([{ resource: 'contract', actions: 15 }, { resource: 'fxSearch', actions: 1 }]));
    expect(shown.map((e) => e.key)).toEqual(['guidHome', 'fxSearch', 'contract', 'zhishi']);
    // Create-only is not enough to open a page: opening needs read.
    expect(visibleMenuKeys(MENU_ENTRIES, member([{ resource: 'research', actions: 2 }])).map((e) => e.key)).not.toContain('research');
    expect(visibleMenuKeys(MENU_ENTRIES, member([{ resource: '*', actions: 1 }]))).toHaveLength(MENU_ENTRIES.length);
    expect(visibleMenuKeys(MENU_ENTRIES, { is_admin: false, unrestricted: true, permissions: [] })).toHaveLength(MENU_ENTRIES.length);
    expect(visibleMenuKeys(MENU_ENTRIES, null)).toHaveLength(MENU_ENTRIES.length);
  });

  it('maps pages to what they need: module pages and their details, admin pages, any-of pages, unrestricted pages', () => {
    expect(requirementOf('/contract')).toEqual({ all: ['contract'] });
    expect(requirementOf('/reviewDetail')).toEqual({ all: ['contract'] });
    expect(requirementOf('/research/abc')).toEqual({ all: ['research'] });
    expect(requirementOf('/termListDetail')).toEqual({ all: ['translateList'] });
    expect(requirementOf('/chatDetail')).toEqual({ all: ['deepseek'] });
    expect(requirementOf('/roleConfig')).toEqual({ all: ['admin'] });
    expect(requirementOf('/history')).toEqual({ any: ['research', 'deepseek'] });
    for (const free of ['/guidHome', '/userInfo', '/accountBalance', '/tradingStatement', '/vip', '/guidContract', '/modifyPassword']) {
      expect(requirementOf(free), free).toBeNull();
    }
  });

  it('all needs every resource, any needs one', () => {
    const p = member([{ resource: 'research', actions: 1 }]);
    expect(meets(p, { any: ['research', 'deepseek'] })).toBe(true);
    expect(meets(p, { all: ['research', 'deepseek'] })).toBe(false);
    expect(meets(p, { all: ['admin'] })).toBe(false);
    expect(meets({ is_admin: true, unrestricted: true, permissions: [] }, { all: ['admin'] })).toBe(true);
  });
});
