import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_assistant/documentDraft')({
  staticData: { title: '文书起草', description: '按要素生成起诉状、答辩状、律师函等常用法律文书。' },
  component: UnderConstruction,
});
