import { createFileRoute } from '@tanstack/react-router';
import { DraftHistoryPage } from '@/features/draft/DraftHistoryPage';

/** 起草记录 in the guide layout (issue 10). */
export const Route = createFileRoute('/_guide/guidDraftHistory')({
  staticData: { title: '文书起草记录', description: '按要素生成起诉状、答辩状、律师函等常用法律文书。' },
  // The query is read inside the lazy page, keeping this file out of the first load.
  component: () => <DraftHistoryPage detailPath="/guidDraftDetail" />,
});
