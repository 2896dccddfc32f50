import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_assistant/vip')({
  staticData: { title: '会员中心', description: '查看会员权益与开通方式。' },
  component: UnderConstruction,
});
