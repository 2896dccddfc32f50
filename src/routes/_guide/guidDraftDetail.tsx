import { createFileRoute } from '@tanstack/react-router';
import { DraftDetailRoute } from '@/features/draft/DraftDetailPage';

/** A draft in the guide layout (issue 10). */
export const Route = createFileRoute('/_guide/guidDraftDetail')({
  staticData: { title: '文书详情', description: '按要素生成起诉状、答辩状、律师函等常用法律文书。' },
  // The query is read inside the lazy page, keeping this file out of the first load.
  component: () => <DraftDetailRoute detailPath="/guidDraftDetail" />,
});
