import { createFileRoute } from '@tanstack/react-router';
import { ChatDetailRoute } from '@/features/chat/ChatDetailPage';

/** A chat opened from the history (issue 10). */
export const Route = createFileRoute('/_assistant/chatDetail')({
  staticData: { title: '对话详情', description: '与 AI 就法律实务问题自由对话。' },
  // The query is read inside the lazy page, keeping this file out of the first load.
  component: () => <ChatDetailRoute />,
});
