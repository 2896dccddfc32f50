import { createFileRoute } from '@tanstack/react-router';
import { DataDashboardPage } from '@/features/admin/DataDashboardPage';

/** 数据看板: usage by function, day and member, and visits (issue 12); tenant admins only. */
export const Route = createFileRoute('/_admin/dataDashboard')({
  staticData: { title: '数据看板', description: '企业管理员可在此管理本企业的账号与数据。' },
  component: DataDashboardPage,
});
