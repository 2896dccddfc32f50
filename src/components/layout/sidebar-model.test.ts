import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@/lib/brand';
import { activeMenuKey, buildSidebar } from './sidebar-model';

describe('sidebar', () => {
  it('shows the groups 检索/效率/学习/历史 with the spec entries for the main deployment', () => {
    const groups = buildSidebar(DEFAULT_BRAND);
    expect(groups.map((g) => g.title)).toEqual(['检索', '效率', '学习', '历史']);
    expect(groups.flatMap((g) => g.entries.map((e) => e.key))).toEqual([
      'guidHome', 'fxSearch', 'enterpriseSearch', 'research', 'contract', 'documentDraft', 'assistant',
      'traceability', 'translateList', 'deepseek', 'zhishi', 'allHistory',
    ]);
  });

  it('opens the learning site as an external link, not a route', () => {
    const zhishi = buildSidebar(DEFAULT_BRAND).flatMap((g) => g.entries).find((e) => e.key === 'zhishi');
    expect(zhishi?.external).toBe(true);
  });

  it('hides what the tenant hides: the learning group (jupin/dadi) and single entries (traceability on zizhu)', () => {
    const groups = buildSidebar({ ...DEFAULT_BRAND, hidden_menu_groups: ['learning'], hidden_menus: ['traceability'] });
    expect(groups.map((g) => g.key)).not.toContain('learning');
    expect(groups.flatMap((g) => g.entries.map((e) => e.key))).not.toContain('traceability');
  });

  it('uses base/menus when the server sends them, flattening nodes with children', () => {
    const groups = buildSidebar(DEFAULT_BRAND, [
      { key: 'guidHome', title: '首页', path: '/guidHome', group: 'search', children: [] },
      {
        key: 'tools',
        title: '工具',
        path: '',
        group: 'efficiency',
        children: [{ key: 'contract', title: '合同审查', path: '/contract', group: 'efficiency', children: [] }],
      },
    ]);
    expect(groups.map((g) => [g.key, g.entries.map((e) => e.key)])).toEqual([
      ['search', ['guidHome']],
      ['efficiency', ['contract']],
    ]);
  });

  it.each([
    ['/guidHome', 'guidHome'],
    ['/contract', 'contract'],
    ['/detail', 'contract'],
    ['/reviewDetail', 'contract'],
    ['/Review', 'contract'],
    ['/research/init', 'research'],
    ['/draftDetail', 'documentDraft'],
    ['/fileChatDetail', 'assistant'],
    ['/traceabilityDetail', 'traceability'],
    ['/termList', 'translateList'],
    ['/deepChatDetail', 'deepseek'],
    ['/allHistory', 'allHistory'],
  ])('highlights %s under %s', (path, key) => {
    expect(activeMenuKey(path)).toBe(key);
  });
});
