import { createFileRoute } from '@tanstack/react-router';
import { parseSearchParams } from '@/features/home/search-target';
import { FxSearchPage } from '@/features/search/FxSearchPage';

/** 法律检索: /fxSearch?type=1|2&keyword=&isAiSearch=&isIndex=true (spec §2); the page itself is a lazy chunk. */
export const Route = createFileRoute('/_assistant/fxSearch')({
  staticData: { title: '法律检索', description: '检索法律法规与裁判文书，AI 可根据问题自动制定检索方案。' },
  validateSearch: (raw: Record<string, unknown>) => parseSearchParams(raw, 1),
  component: FxSearchRoute,
});

function FxSearchRoute() {
  const { type, keyword, isAiSearch } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A new search (tab, words, AI) starts the page afresh: page 1, filters kept per visit.
  return <FxSearchPage key={`${type}|${keyword}|${String(isAiSearch)}`} initial={{ type, keyword, isAiSearch }} onSubmit={(next) => void navigate({ search: { ...next, isIndex: false } })} />;
}
