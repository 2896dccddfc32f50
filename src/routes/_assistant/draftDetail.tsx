import { createFileRoute } from '@tanstack/react-router';
import { DraftDetailRoute } from '@/features/draft/DraftDetailPage';

/** A draft: edit paragraphs, regenerate a part, missing fields, citations, download (issue 10); ?sample=1 opens the example. */
export const Route = createFileRoute('/_assistant/draftDetail')({
  staticData: { title: '文书详情', description: '按要素生成起诉状、答辩状、律师函等常用法律文书。', hideSidebar: true },
  // The query is read inside the lazy page, keeping this file out of the first load.
  component: () => <DraftDetailRoute />,
});
