import { createFileRoute } from '@tanstack/react-router';
import { QaDetailRoute } from '@/features/document/QaDetailRoute';
import { validateQaSearch } from '@/features/document/route-search';

/** A file Q&A conversation in the guide layout (issue 9). */
export const Route = createFileRoute('/_guide/guidAssistantDetail')({
  staticData: { title: '文件问答详情', description: '上传文件后就其内容提问，回答会标注原文出处。' },
  validateSearch: validateQaSearch,
  component: function GuidAssistantDetailRoute() {
    return <QaDetailRoute search={Route.useSearch()} historyPath="/guidFileHistory" />;
  },
});
