import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { LawDetailPage } from '@/features/search/LawDetailPage';

type TLawDetailSearch = { law_id: string; article?: string };

/** 法规详情: /lawDetail?law_id=civil-code&article=civil-code/577 (public, spec §2). */
export const Route = createFileRoute('/lawDetail')({
  staticData: { title: '法规详情' },
  validateSearch: (raw: Record<string, unknown>): TLawDetailSearch => ({
    law_id: typeof raw.law_id === 'string' ? raw.law_id : '',
    article: typeof raw.article === 'string' && raw.article ? raw.article : undefined,
  }),
  component: LawDetailRoute,
});

function LawDetailRoute() {
  const { law_id, article } = Route.useSearch();
  return (
    <StandalonePage>
      <LawDetailPage lawId={law_id} article={article} />
    </StandalonePage>
  );
}
