import { createFileRoute } from '@tanstack/react-router';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/_admin/loginConfig')({
  staticData: { title: '登录页配置', description: '企业管理员可在此管理本企业的账号与数据。' },
  component: UnderConstruction,
});
