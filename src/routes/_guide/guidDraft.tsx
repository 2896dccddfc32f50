import { createFileRoute } from '@tanstack/react-router';
import { DocumentDraftPage } from '@/features/draft/DocumentDraftPage';

/** 文书起草 in the guide layout (issue 10). */
export const Route = createFileRoute('/_guide/guidDraft')({
  staticData: { title: '文书起草', description: '按要素生成起诉状、答辩状、律师函等常用法律文书。' },
  // The query is read inside the lazy page, keeping this file out of the first load.
  component: () => <DocumentDraftPage detailPath="/guidDraftDetail" historyPath="/guidDraftHistory" />,
});
