import { createFileRoute } from '@tanstack/react-router';
import { RoleConfigPage } from '@/features/admin/RoleConfigPage';

/** 角色管理: roles with resource x action permissions and who has them (issue 12); tenant admins only. */
export const Route = createFileRoute('/_admin/roleConfig')({
  staticData: { title: '角色管理', description: '企业管理员可在此管理本企业的账号与数据。' },
  component: RoleConfigPage,
});
