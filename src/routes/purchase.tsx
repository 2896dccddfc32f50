import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/LegalPage';
import { MEMBERSHIP_AGREEMENT } from '@/features/accounts/membership-agreement';

/** 会员服务协议 (spec §2 /purchase; no login needed), linked from /vip before an order is placed. */
export const Route = createFileRoute('/purchase')({
  staticData: { title: '会员服务协议' },
  component: PurchasePage,
});

function PurchasePage() {
  return <LegalPage text={MEMBERSHIP_AGREEMENT} />;
}
