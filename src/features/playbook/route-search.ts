/** /playbook?category=sale&tab=custom: the contract type and tab being viewed, so a link or a reload keeps them. */
export const PLAYBOOK_TABS = ['builtin', 'custom', 'history'] as const;
export type TPlaybookTab = (typeof PLAYBOOK_TABS)[number];
export type TPlaybookSearch = { category?: string; tab?: TPlaybookTab };

export function validatePlaybookSearch(search: Record<string, unknown>): TPlaybookSearch {
  const out: TPlaybookSearch = {};
  if (typeof search.category === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(search.category)) out.category = search.category;
  if (typeof search.tab === 'string' && (PLAYBOOK_TABS as readonly string[]).includes(search.tab)) out.tab = search.tab as TPlaybookTab;
  return out;
}
