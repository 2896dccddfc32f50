import { createFileRoute } from '@tanstack/react-router';
import { QaDetailRoute } from '@/features/document/QaDetailRoute';

/** A file Q&A conversation with the file beside the chat (issue 9); ?sample=1 opens the example. */
export const Route = createFileRoute('/_assistant/fileChatDetail')({
  staticData: { title: '文件问答详情', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  // The query is read inside the lazy page (QaDetailRoute), keeping this file out of the first load.
  component: () => <QaDetailRoute />,
});
