import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '@/features/accounts/VipPage';

/** 会员中心 (spec §2 /vip; the VIP dialog leads here): packages, orders, exchange codes, membership validity. */
export const Route = createFileRoute('/_assistant/vip')({
  staticData: { title: '会员中心', description: '查看会员权益与开通方式。' },
  component: VipPage,
});
