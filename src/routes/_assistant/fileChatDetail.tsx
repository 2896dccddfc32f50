import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_assistant/fileChatDetail')({
  staticData: { title: '文件问答详情', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  component: UnderConstruction,
});
