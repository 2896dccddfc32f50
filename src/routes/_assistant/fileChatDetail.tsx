import { createFileRoute } from '@tanstack/react-router';
import { QaDetailRoute } from '@/features/document/QaDetailRoute';
import { validateQaSearch } from '@/features/document/route-search';

/** A file Q&A conversation with the file beside the chat (issue 9); ?sample=1 opens the example. */
export const Route = createFileRoute('/_assistant/fileChatDetail')({
  staticData: { title: '文件问答详情', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  validateSearch: validateQaSearch,
  component: function FileChatDetailRoute() {
    return <QaDetailRoute search={Route.useSearch()} />;
  },
});
