import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { CaseDetailPage } from '@/features/search/CaseDetailPage';

/** 案例详情: /caseDetail?case_id=… (public, spec §2). */
export const Route = createFileRoute('/caseDetail')({
  staticData: { title: '案例详情' },
  validateSearch: (raw: Record<string, unknown>): { case_id: string } => ({ case_id: typeof raw.case_id === 'string' ? raw.case_id : '' }),
  component: CaseDetailRoute,
});

function CaseDetailRoute() {
  const { case_id } = Route.useSearch();
  return (
    <StandalonePage>
      <CaseDetailPage caseId={case_id} />
    </StandalonePage>
  );
}
