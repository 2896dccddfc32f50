import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_assistant/research')({
  staticData: { title: '法律研究', description: '就法律问题、案情事实与争议焦点生成附有出处的研究结论。' },
  component: UnderConstruction,
});
