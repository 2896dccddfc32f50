import { createFileRoute } from '@tanstack/react-router';
import { ContractReviewPage } from '@/features/contract/page/ContractReviewPage';
import { validateContractSearch } from '@/features/contract/page/route-search';

/** 合同审查 in the guide layout: the law-firm tenant's home, the same page as /contract (public; actions ask to log in). */
export const Route = createFileRoute('/_guide/guidContract')({
  staticData: { title: '合同审查', description: '上传 Word 合同，获取风险提示、修订建议与审查意见书。' },
  validateSearch: validateContractSearch,
  // Dynamic: the query code stays out of the first load (docs/decisions/015).
  loader: ({ context }) => void import('@/features/contract/page/route-support').then((m) => m.prefetchContractPage(context.queryClient)),
  component: GuidContractRoute,
});

function GuidContractRoute() {
  const { history } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ContractReviewPage
      historyOpen={history === 'show'}
      onHistoryChange={(open) => void navigate({ search: (prev) => ({ ...prev, history: open ? 'show' : undefined }) })}
    />
  );
}
