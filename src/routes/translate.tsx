import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { TranslateDetailPage } from '@/features/translation/TranslateDetailPage';

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
      <TranslateDetailPage taskId={task_id} />
    </StandalonePage>
  );
}
