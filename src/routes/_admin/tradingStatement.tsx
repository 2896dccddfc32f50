import { createFileRoute } from '@tanstack/react-router';
import { AccountBalancePage } from '@/features/accounts/AccountBalancePage';

/** 交易流水: the caller's ledger rows with filters and pagination (issue 12). */
export const Route = createFileRoute('/_admin/tradingStatement')({
  staticData: { title: '交易记录', description: '企业管理员可在此管理本企业的账号与数据。' },
  component: () => <AccountBalancePage />,
});
