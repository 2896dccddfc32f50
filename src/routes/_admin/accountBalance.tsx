import { createFileRoute } from '@tanstack/react-router';
import { AccountBalancePage } from '@/features/accounts/AccountBalancePage';

/** 账户余额: quotas and membership from the ledger (issue 12). */
export const Route = createFileRoute('/_admin/accountBalance')({
  staticData: { title: '账户余额', description: '企业管理员可在此管理本企业的账号与数据。' },
  component: () => <AccountBalancePage showStatement={false} />,
});
