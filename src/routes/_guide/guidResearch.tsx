import { createFileRoute } from '@tanstack/react-router';
import { NewResearchPage } from '@/features/research/ResearchPage';

/** /guidResearch: legal research in the guide layout (spec §2). */
export const Route = createFileRoute('/_guide/guidResearch')({
  staticData: { title: '法律研究', description: '就法律问题、案情事实与争议焦点生成附有出处的研究结论。' },
  component: () => <NewResearchPage />,
});
