import { describe, expect, it } from 'vitest';
import { ZCategoryNode, ZStanceOption } from '@common/api/contract';
import { ALL_CHECKS, CATEGORIES, CHECKS_BY_CATEGORY, getCategoryTree, getChecks, getStances } from './index';

describe('knowledge base', () => {
  it('has the twelve required categories, each with stances and at least 15 checks of its own', () => {
    const names = CATEGORIES.map((c) => c.name);
    for (const n of ['买卖合同', '房屋租赁合同', '借款合同', '劳动合同', '委托/服务合同', '技术开发/技术服务合同', '建设工程施工合同', '承揽合同', '保密协议', '股权转让协议', '合作协议', '居间/中介合同'])
      expect(names).toContain(n);
    for (const c of CATEGORIES) {
      expect(CHECKS_BY_CATEGORY[c.id]?.length ?? 0, c.id).toBeGreaterThanOrEqual(15);
      expect(c.stances.map((s) => s.id)).toContain('neutral');
    }
    expect(ALL_CHECKS.length).toBeGreaterThanOrEqual(250);
  });

  it('gives the category tree and stances in the API shapes', () => {
    const tree = getCategoryTree();
    for (const g of tree) {
      expect(ZCategoryNode.safeParse(g).success).toBe(true);
      expect(g.children.length).toBeGreaterThan(0);
      for (const leaf of g.children) expect(leaf.children).toEqual([]);
    }
    expect(tree.map((g) => g.label)).toEqual(['交易类', '劳动人事类', '公司股权类', '工程类', '知识产权与技术类', '通用']);
    const stances = getStances('sale')!;
    expect(stances.every((s) => ZStanceOption.safeParse(s).success)).toBe(true);
    expect(stances.map((s) => s.stances)).toEqual(['买方', '卖方', '中立']);
    expect(getStances('labor')!.map((s) => s.prompt_id)).toEqual(['employer', 'employee', 'neutral']);
    expect(getStances('nope')).toBeNull();
  });

  it('uses unique ids, and stances and category limits that exist', () => {
    const ids = ALL_CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const categoryIds = CATEGORIES.map((c) => c.id);
    for (const [cat, checks] of Object.entries(CHECKS_BY_CATEGORY)) {
      for (const check of checks) {
        for (const limit of [...(check.onlyCategories ?? []), ...(check.exceptCategories ?? [])]) expect(categoryIds, check.id).toContain(limit);
        if (check.stances === 'all') continue;
        const allowed = cat === 'general' ? CATEGORIES.flatMap((c) => c.stances.map((s) => s.id)) : CATEGORIES.find((c) => c.id === cat)!.stances.map((s) => s.id);
        for (const s of check.stances) expect(allowed, `${check.id} stance ${s}`).toContain(s);
      }
    }
  });

  it('applies general checks with their category limits', () => {
    const lease = getChecks('lease').map((c) => c.id);
    expect(lease).not.toContain('general.confidentiality.missing');
    expect(lease).toContain('general.dispute.both-forums');
    expect(getChecks('sale').map((c) => c.id)).toContain('general.delivery.missing');
    expect(getChecks('labor').map((c) => c.id)).not.toContain('general.termination.at-will');
  });
});

describe('unknown category', () => {
  it('gets the general checks only, with their category limits', () => {
    const ids = getChecks('general').map((c) => c.id);
    expect(ids.every((id) => id.startsWith('general.'))).toBe(true);
    expect(ids).not.toContain('general.delivery.missing');
    expect(getChecks('no-such-category').map((c) => c.id)).toContain('general.dispute.both-forums');
  });
});
