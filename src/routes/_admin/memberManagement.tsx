import { createFileRoute } from '@tanstack/react-router';
import { MemberManagementPage } from '@/features/accounts/MemberManagementPage';

/** 成员管理: the tenant's members (issue 12); the server refuses anyone but tenant admins. */
export const Route = createFileRoute('/_admin/memberManagement')({
  staticData: { title: '成员管理', description: '企业管理员可在此管理本企业的账号与数据。' },
  component: MemberManagementPage,
});
