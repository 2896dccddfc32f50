import { createFileRoute } from '@tanstack/react-router';
import { DocumentDraftPage } from '@/features/draft/DocumentDraftPage';

/** 文书起草: templates by tab with search, then the form (issue 10). */
export const Route = createFileRoute('/_assistant/documentDraft')({
  staticData: { title: '文书起草', description: '按要素生成起诉状、答辩状、律师函等常用法律文书。' },
  // The query is read inside the lazy page, keeping this file out of the first load.
  component: () => <DocumentDraftPage />,
});
