import { createFileRoute } from '@tanstack/react-router';
import { ContractDetailPage } from '@/features/contract/detail/ContractDetailPage';
import { validateDetailSearch } from '@/features/contract/detail/route-search';

/** /detail?id=&tid=&name=&currentTaskId=&reviewStance=&contract_type_id=: the review result of a contract (spec §2). */
export const Route = createFileRoute('/detail')({
  staticData: { title: '审查详情' },
  validateSearch: validateDetailSearch,
  loaderDeps: ({ search }) => ({ taskId: search.tid ?? search.currentTaskId }),
  loader: ({ context, deps }) =>
    import('@/features/contract/detail/route-support').then((m) => m.prefetchTaskResult(context.queryClient, deps.taskId)),
  component: DetailRoute,
});

function DetailRoute() {
  const search = Route.useSearch();
  return <ContractDetailPage taskId={search.tid ?? search.currentTaskId ?? ''} fallbackName={search.name} />;
}
