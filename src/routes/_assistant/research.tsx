import { createFileRoute } from '@tanstack/react-router';
import { NewResearchPage } from '@/features/research/ResearchPage';

/** /research: a new legal research with the history beside it (spec §2, §5). */
export const Route = createFileRoute('/_assistant/research')({
  staticData: { title: '法律研究', description: '就法律问题、案情事实与争议焦点生成附有出处的研究结论。' },
  component: () => <NewResearchPage />,
});
