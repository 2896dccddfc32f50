import { createFileRoute } from '@tanstack/react-router';
import { ContractDetailPage } from '@/features/contract/detail/ContractDetailPage';
import { validateEditSearch } from '@/features/contract/detail/route-search';

/** /edit?id=&idd=&tid=&name=: old-style tasks (spec §2) open the same review detail by their task id. */
export const Route = createFileRoute('/edit')({
  staticData: { title: '合同编辑' },
  validateSearch: validateEditSearch,
  loaderDeps: ({ search }) => ({ taskId: search.tid }),
  loader: ({ context, deps }) =>
    import('@/features/contract/detail/route-support').then((m) => m.prefetchTaskResult(context.queryClient, deps.taskId)),
  component: EditRoute,
});

function EditRoute() {
  const search = Route.useSearch();
  return <ContractDetailPage taskId={search.tid ?? ''} fallbackName={search.name} />;
}
