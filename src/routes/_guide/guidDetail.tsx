import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_guide/guidDetail')({
  staticData: { title: '任务详情' },
  component: UnderConstruction,
});
