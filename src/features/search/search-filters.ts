/**
 * /fxSearch filters and page as URL search params (issue 8 item 1, decision 125), so a filtered search can be
 * reloaded, bookmarked or sent to a colleague: ?type=1&keyword=…&validity=现行有效&level=法律&issuer=…&yearFrom=2000
 * &yearTo=2024&page=2 (law tab), &court=…&cause=… (case tab). Anything unknown or malformed is dropped, never
 * passed on to the API (a hand-edited URL shows the unfiltered search, not an error).
 */

export const VALIDITIES = ['现行有效', '已修改', '已废止', '尚未生效'] as const;
export const LEVELS = ['宪法', '法律', '有关法律问题的决定'] as const;
export const ISSUERS = ['全国人民代表大会', '全国人民代表大会常务委员会'] as const;
export const MIN_YEAR = 1949;
export const MAX_YEAR = 2100;
const MAX_PAGE = 50;
const MAX_TEXT = 50;

export type TFxFilters = {
  validity?: string;
  level?: string;
  issuer?: string;
  yearFrom?: number;
  yearTo?: number;
  court?: string;
  cause?: string;
  page?: number;
};

const oneOf = (v: unknown, list: readonly string[]) => (typeof v === 'string' && list.includes(v) ? v : undefined);
const year = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= MIN_YEAR && n <= MAX_YEAR ? n : undefined;
};
const text = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  // eslint-disable-next-line no-control-regex -- control characters never belong in a filter
  return s !== '' && s.length <= MAX_TEXT && !/[\u0000-\u001f\u007f]/.test(s) ? s : undefined;
};

/** URL search params (strings or JSON-parsed values) -> the filters a search may use; invalid ones are dropped. */
export function parseFxFilters(raw: Record<string, unknown>): TFxFilters {
  const pageNum = typeof raw.page === 'number' ? raw.page : typeof raw.page === 'string' && /^\d{1,3}$/.test(raw.page) ? Number(raw.page) : NaN;
  const out: TFxFilters = {
    validity: oneOf(raw.validity, VALIDITIES),
    level: oneOf(raw.level, LEVELS),
    issuer: oneOf(raw.issuer, ISSUERS),
    yearFrom: year(raw.yearFrom),
    yearTo: year(raw.yearTo),
    court: text(raw.court),
    cause: text(raw.cause),
    page: Number.isInteger(pageNum) && pageNum > 1 && pageNum <= MAX_PAGE ? pageNum : undefined,
  };
  if (out.yearFrom !== undefined && out.yearTo !== undefined && out.yearFrom > out.yearTo) [out.yearFrom, out.yearTo] = [out.yearTo, out.yearFrom];
  // Only the keys that are set: the URL stays short and a shared link says exactly what was filtered.
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as TFxFilters;
}

/** The law-search API's filter params for these filters. */
export function lawQueryOf(f: TFxFilters): { validity?: string; level?: string; issuer?: string; year_from?: string; year_to?: string } {
  return { validity: f.validity, level: f.level, issuer: f.issuer, year_from: f.yearFrom?.toString(), year_to: f.yearTo?.toString() };
}

/** The case-search API's filter params for these filters. */
export function caseQueryOf(f: TFxFilters): { court?: string; cause?: string; year_from?: string; year_to?: string } {
  return { court: f.court, cause: f.cause, year_from: f.yearFrom?.toString(), year_to: f.yearTo?.toString() };
}
