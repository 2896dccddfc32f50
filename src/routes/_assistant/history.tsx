import { createFileRoute } from '@tanstack/react-router';
import { ChatHistoryPage } from '@/features/chat/ChatHistoryPage';

/** Chat history grouped 今天 / 昨天 / month-day / full date (spec §3); search, rename, delete (issue 10). */
export const Route = createFileRoute('/_assistant/history')({
  staticData: { title: '历史记录' },
  // The query is read inside the lazy page, keeping this file out of the first load.
  component: () => <ChatHistoryPage />,
});
