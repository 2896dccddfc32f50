import { createFileRoute } from '@tanstack/react-router';
import { AllHistoryPage } from '@/features/history/AllHistoryPage';
import { guidePath } from '@/features/history/module-actions';
import { LoginToView } from '@/features/home/guide/LoginToView';
import { useAppStore } from '@/lib/store';

/**
 * /guidHistory: all history in the guide layout (issue 13: one list of every module's tasks). Public per spec §2, so a
 * visitor gets the login prompt instead of a failing list; after login the same page as /allHistory.
 */
export const Route = createFileRoute('/_guide/guidHistory')({
  staticData: { title: '历史记录', description: '集中查看各模块执行过的全部任务。' },
  component: GuidHistoryRoute,
});

function GuidHistoryRoute() {
  const token = useAppStore((s) => s.token);
  if (!token)
    return (
      <LoginToView title="历史记录" text="登录后查看合同审查、法律研究、文书起草、文件问答等全部历史任务。" />
    );
  return <AllHistoryPage pathFor={guidePath} />;
}
