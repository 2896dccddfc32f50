import { createFileRoute } from '@tanstack/react-router';
import { ChatHomePage } from '@/features/chat/ChatHomePage';

/** AI对话: ask anything legal; answers stream as markdown (issue 10). */
export const Route = createFileRoute('/_assistant/deepseek')({
  staticData: { title: 'AI对话', description: '与 AI 就法律实务问题自由对话。' },
  // The query is read inside the lazy page, keeping this file out of the first load.
  component: () => <ChatHomePage detailPath="/deepChatDetail" />,
});
