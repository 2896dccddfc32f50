import { createFileRoute } from '@tanstack/react-router';
import { EnterpriseInfoPage } from '@/features/admin/EnterpriseInfoPage';

/** 企业信息: seats, validity, quotas and contacts, with the audit log (issue 12); tenant admins only. */
export const Route = createFileRoute('/_admin/enterpriseInfo')({
  staticData: { title: '企业信息', description: '企业管理员可在此管理本企业的账号与数据。' },
  component: EnterpriseInfoPage,
});
