import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_guide/guidHistory')({
  staticData: { title: '历史记录' },
  component: UnderConstruction,
});
