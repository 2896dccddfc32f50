import { createFileRoute } from '@tanstack/react-router';
import { parseSearchParams } from '@/features/home/search-target';
import { FxSearchPage } from '@/features/search/FxSearchPage';
import { parseFxFilters, type TFxFilters } from '@/features/search/search-filters';

/**
 * 法律检索: /fxSearch?type=1|2&keyword=&isAiSearch=&isIndex=true (spec §2) plus the filters and page
 * (validity, level, issuer, yearFrom, yearTo, court, cause, page: decision 125), so a search can be reloaded and
 * shared as it was filtered. The page itself is a lazy chunk.
 */
export const Route = createFileRoute('/_assistant/fxSearch')({
  staticData: { title: '法律检索', description: '检索法律法规与裁判文书，AI 可根据问题自动制定检索方案。' },
  validateSearch: (raw: Record<string, unknown>) => ({ ...parseSearchParams(raw, 1), ...parseFxFilters(raw) }),
  component: FxSearchRoute,
});

function FxSearchRoute() {
  const { type, keyword, isAiSearch, isIndex: _isIndex, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new search (tab, words, AI) starts the page afresh at page 1; the filters stay (they are in the URL).
  const withFilters = (f: TFxFilters) => parseFxFilters(f as Record<string, unknown>);
  return (
    <FxSearchPage
      key={`${type}|${keyword}|${String(isAiSearch)}`}
      initial={{ type, keyword, isAiSearch }}
      filters={filters}
      onSubmit={(next) => void navigate({ search: { ...withFilters({ ...filters, page: undefined }), ...next, isIndex: false } })}
      onFilters={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
    />
  );
}
