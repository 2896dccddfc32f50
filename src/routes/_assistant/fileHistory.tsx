import { createFileRoute } from '@tanstack/react-router';
import { FileHistoryPage } from '@/features/document/FileHistoryPage';

/** 文件问答记录 grouped 今天 / 昨天 / date (spec §3). */
export const Route = createFileRoute('/_assistant/fileHistory')({
  staticData: { title: '文件问答记录', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  component: () => <FileHistoryPage />,
});
