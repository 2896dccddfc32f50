import { createFileRoute } from '@tanstack/react-router';
import { AllHistoryPage } from '@/features/history/AllHistoryPage';

export const Route = createFileRoute('/_assistant/allHistory')({
  staticData: { title: '全部任务', description: '集中查看各模块执行过的全部任务。' },
  component: AllHistoryPage,
});
