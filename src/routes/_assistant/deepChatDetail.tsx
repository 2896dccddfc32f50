import { createFileRoute } from '@tanstack/react-router';
import { ChatDetailRoute } from '@/features/chat/ChatDetailPage';

/** A chat: streamed answers, stop, regenerate, copy, share (issue 10). */
export const Route = createFileRoute('/_assistant/deepChatDetail')({
  staticData: { title: 'AI对话详情', description: '与 AI 就法律实务问题自由对话。' },
  // The query is read inside the lazy page, keeping this file out of the first load.
  component: () => <ChatDetailRoute />,
});
