import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_assistant/modifyPassword')({
  staticData: { title: '修改密码' },
  component: UnderConstruction,
});
