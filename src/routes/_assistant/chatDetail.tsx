import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_assistant/chatDetail')({
  staticData: { title: '对话详情', description: '与 AI 就法律实务问题自由对话。' },
  component: UnderConstruction,
});
