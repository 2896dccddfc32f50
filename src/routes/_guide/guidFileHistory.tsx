import { createFileRoute } from '@tanstack/react-router';
import { FileHistoryPage } from '@/features/document/FileHistoryPage';

/** 文件问答记录 in the guide layout (spec §3 grouping). */
export const Route = createFileRoute('/_guide/guidFileHistory')({
  staticData: { title: '文件问答记录', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  component: () => <FileHistoryPage detailPath="/guidAssistantDetail" />,
});
