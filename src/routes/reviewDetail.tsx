import { createFileRoute } from '@tanstack/react-router';
import { ContractDetailPage } from '@/features/contract/detail/ContractDetailPage';
import { validateReviewDetailSearch } from '@/features/contract/detail/route-search';

/** /reviewDetail?task_id=... (and the creation parameters): contract review detail (spec §2). */
export const Route = createFileRoute('/reviewDetail')({
  staticData: { title: '合同审查详情' },
  validateSearch: validateReviewDetailSearch,
  loaderDeps: ({ search }) => ({ taskId: search.task_id }),
  loader: ({ context, deps }) =>
    import('@/features/contract/detail/route-support').then((m) => m.prefetchTaskResult(context.queryClient, deps.taskId)),
  component: ReviewDetailRoute,
});

function ReviewDetailRoute() {
  const search = Route.useSearch();
  return <ContractDetailPage taskId={search.task_id ?? ''} fallbackName={search.file_name} />;
}
