import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_guide/guidFileHistory')({
  staticData: { title: '文件问答记录', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  component: UnderConstruction,
});
