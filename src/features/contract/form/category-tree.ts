/** Helpers over the category tree of GET categories (api.md: leaves are the selectable categories). */
import type { TCategoryNode } from '@common/api/contract';

export type TLeaf = { value: string; label: string; group: string };

export function leavesOf(tree: readonly TCategoryNode[], group = ''): TLeaf[] {
  return tree.flatMap((n) => (n.children.length ? leavesOf(n.children, n.label) : [{ value: n.value, label: n.label, group }]));
}

export function labelOf(tree: readonly TCategoryNode[], value: string): string {
  return leavesOf(tree).find((l) => l.value === value)?.label ?? '';
}

/** Nodes whose label (or a descendant's) contains the query; groups keep only matching leaves. */
export function filterTree(tree: readonly TCategoryNode[], query: string): TCategoryNode[] {
  const q = query.trim();
  if (!q) return [...tree];
  return tree.flatMap((n) => {
    if (!n.children.length) return n.label.includes(q) ? [n] : [];
    if (n.label.includes(q)) return [n];
    const children = filterTree(n.children, q);
    return children.length ? [{ ...n, children }] : [];
  });
}
