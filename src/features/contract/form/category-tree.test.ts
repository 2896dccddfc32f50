import { describe, expect, it } from 'vitest';
import type { TCategoryNode } from '@common/api/contract';
import { filterTree, labelOf, leavesOf } from './category-tree';

const tree: TCategoryNode[] = [
  { value: 'g-trade', label: '交易类', children: [
    { value: 'sale', label: '买卖合同', children: [] },
    { value: 'lease', label: '房屋租赁合同', children: [] },
  ] },
  { value: 'g-labor', label: '劳动人事类', children: [{ value: 'labor', label: '劳动合同', children: [] }] },
];

describe('category tree (api.md: leaves are selectable)', () => {
  it('lists the leaves with their group', () => {
    expect(leavesOf(tree)).toEqual([
      { value: 'sale', label: '买卖合同', group: '交易类' },
      { value: 'lease', label: '房屋租赁合同', group: '交易类' },
      { value: 'labor', label: '劳动合同', group: '劳动人事类' },
    ]);
    expect(labelOf(tree, 'lease')).toBe('房屋租赁合同');
    expect(labelOf(tree, 'g-trade')).toBe('');
  });

  it('filters by label, keeping the group of a matching leaf and a whole matching group', () => {
    expect(filterTree(tree, '租赁')).toEqual([{ value: 'g-trade', label: '交易类', children: [{ value: 'lease', label: '房屋租赁合同', children: [] }] }]);
    expect(filterTree(tree, '劳动人事')).toEqual([tree[1]]);
    expect(filterTree(tree, ' ')).toEqual(tree);
    expect(filterTree(tree, '保险')).toEqual([]);
  });
});
