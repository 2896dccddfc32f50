import { createFileRoute } from '@tanstack/react-router';
import { TermListDetailPage } from '@/features/translation/TermListDetailPage';
import { MissingItem } from '@/features/home/guide/MissingItem';

export const Route = createFileRoute('/_assistant/termListDetail')({
  staticData: { title: '术语详情', description: '中英法律文件互译，支持术语库统一译法。' },
  validateSearch: (raw: Record<string, unknown>) => ({
    term_list_id: typeof raw.term_list_id === 'string' ? raw.term_list_id.slice(0, 64) : '',
  }),
  component: TermListDetailRoute,
});

function TermListDetailRoute() {
  const { term_list_id } = Route.useSearch();
  if (!term_list_id)
    return <MissingItem title="术语详情" text="没有指定要打开的术语库，请从术语库列表中选择。" to="/termList" action="去术语库" />;
  return <TermListDetailPage listId={term_list_id} />;
}
