/**
 * Search params of /contract and /guidContract: history=show opens the history panel (spec §2). Zod-free and
 * import-free on purpose: route options are part of the first load (docs/decisions/012, 015).
 */
export type TContractSearch = { history?: 'show' };

export function validateContractSearch(search: Record<string, unknown>): TContractSearch {
  return search.history === 'show' ? { history: 'show' } : {};
}
