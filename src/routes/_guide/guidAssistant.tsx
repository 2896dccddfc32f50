import { createFileRoute } from '@tanstack/react-router';
import { AssistantPage } from '@/features/document/AssistantPage';

/** 文件问答 in the guide layout (issue 9). */
export const Route = createFileRoute('/_guide/guidAssistant')({
  staticData: { title: '文件问答', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  component: () => <AssistantPage detailPath="/guidAssistantDetail" historyPath="/guidFileHistory" />,
});
