import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_guide/guidAssistant')({
  staticData: { title: '文件问答', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  component: UnderConstruction,
});
