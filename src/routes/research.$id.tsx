import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { NewResearchPage, ResearchDetailPage } from '@/features/research/ResearchPage';

/** /research/{id} (standalone research detail; 'init' starts a new question from the home page, spec §2). */
export const Route = createFileRoute('/research/$id')({
  staticData: { title: '法律研究' },
  validateSearch: (raw: Record<string, unknown>): { isIndex?: boolean; question?: string } => ({
    isIndex: raw.isIndex === true || raw.isIndex === 'true' ? true : undefined,
    question: typeof raw.question === 'string' && raw.question ? raw.question : undefined,
  }),
  component: ResearchRoute,
});

function ResearchRoute() {
  const { id } = Route.useParams();
  const { question } = Route.useSearch();
  return <StandalonePage>{id === 'init' ? <NewResearchPage question={question} /> : <ResearchDetailPage researchId={id} />}</StandalonePage>;
}
