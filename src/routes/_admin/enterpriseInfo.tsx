import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_admin/enterpriseInfo')({
  staticData: { title: '企业信息', description: '企业管理员可在此管理本企业的账号与数据。' },
  component: UnderConstruction,
});
