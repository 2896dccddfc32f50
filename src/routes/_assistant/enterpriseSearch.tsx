import { createFileRoute } from '@tanstack/react-router';
import { CompanySearchPage } from '@/features/accounts/CompanySearchPage';
import { parseSearchParams } from '@/features/home/search-target';

/** 企业查询: /enterpriseSearch?type=3&keyword=&isIndex=true (spec §2). */
export const Route = createFileRoute('/_assistant/enterpriseSearch')({
  staticData: { title: '企业查询', description: '查询企业工商信息、股东高管与关联风险。' },
  validateSearch: (raw: Record<string, unknown>) => parseSearchParams(raw, 3),
  component: EnterpriseSearchRoute,
});

function EnterpriseSearchRoute() {
  const { keyword } = Route.useSearch();
  return <CompanySearchPage key={keyword ?? ''} initial={keyword ?? ''} />;
}
