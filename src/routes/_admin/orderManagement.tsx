import { createFileRoute } from '@tanstack/react-router';
import { OrderManagementPage } from '@/features/accounts/OrderManagementPage';

/** 订单与兑换码: the operator confirms manual payments and the platform admin issues exchange codes (issue 12). */
export const Route = createFileRoute('/_admin/orderManagement')({
  staticData: { title: '订单与兑换码', description: '企业管理员可在此确认会员订单的收款。' },
  component: OrderManagementPage,
});
