import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { TranslateDetailPage } from '@/features/translation/TranslateDetailPage';
import { MissingItem } from '@/features/home/guide/MissingItem';

/** /translate?task_id= (translation detail, spec §2 standalone route). */
export const Route = createFileRoute('/translate')({
  staticData: { title: '翻译详情' },
  validateSearch: (raw: Record<string, unknown>) => ({
    task_id: typeof raw.task_id === 'string' ? raw.task_id.slice(0, 64) : '',
  }),
  component: TranslatePage,
});

function TranslatePage() {
  const { task_id } = Route.useSearch();
  return (
    <StandalonePage maxW="7xl">
      {task_id ? (
        <TranslateDetailPage taskId={task_id} />
      ) : (
        <MissingItem title="翻译详情" text="没有指定要打开的翻译任务，请从翻译列表中选择。" to="/translateList" action="去翻译列表" />
      )}
    </StandalonePage>
  );
}
