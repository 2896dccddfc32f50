import { createFileRoute } from '@tanstack/react-router';
import { NewResearchPage, ResearchDetailPage } from '@/features/research/ResearchPage';
import { LoginToView } from '@/features/home/guide/LoginToView';
import { useAppStore } from '@/lib/store';

/**
 * /guidDetail?id=<research id>: a legal research in the guide layout, the detail page of /guidResearch (as
 * /guidAssistantDetail is of /guidAssistant). Without an id it starts a new research. Public per spec §2: a visitor
 * asked for someone's research gets the login prompt (the research belongs to an account).
 */
export const Route = createFileRoute('/_guide/guidDetail')({
  staticData: {
    title: '法律研究详情',
    description: '就法律问题、案情事实与争议焦点生成附有出处的研究结论。',
  },
  validateSearch: (raw: Record<string, unknown>): { id?: string } => ({
    id: typeof raw.id === 'string' && raw.id ? raw.id : undefined,
  }),
  component: GuidDetailRoute,
});

function GuidDetailRoute() {
  const { id } = Route.useSearch();
  const token = useAppStore((s) => s.token);
  if (!id) return <NewResearchPage />;
  if (!token)
    return (
      <LoginToView title="法律研究详情" text="这条研究记录属于登录的账号，登录后即可查看问答与引用的法条。" />
    );
  return <ResearchDetailPage researchId={id} />;
}
