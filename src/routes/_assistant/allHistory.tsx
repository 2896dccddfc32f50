import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_assistant/allHistory')({
  staticData: { title: '全部任务', description: '集中查看各模块执行过的全部任务。' },
  component: UnderConstruction,
});
