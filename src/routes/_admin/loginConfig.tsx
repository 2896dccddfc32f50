import { createFileRoute } from '@tanstack/react-router';
import { LoginConfigPage } from '@/features/admin/LoginConfigPage';

/** 登录页配置: the tenant login dialog's logo, top text and login methods (issue 12); tenant admins only. */
export const Route = createFileRoute('/_admin/loginConfig')({
  staticData: { title: '登录页配置', description: '企业管理员可在此管理本企业的账号与数据。' },
  component: LoginConfigPage,
});
