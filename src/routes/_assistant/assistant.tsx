import { createFileRoute } from '@tanstack/react-router';
import { AssistantPage } from '@/features/document/AssistantPage';

/** 文件问答 (issue 9): upload files, ask, go to the conversation. */
export const Route = createFileRoute('/_assistant/assistant')({
  staticData: { title: '文件问答', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  component: () => <AssistantPage />,
});
