import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/LegalPage';
import { MEMBERSHIP_AGREEMENT } from '@/features/legal/texts';

export const Route = createFileRoute('/purchase')({
  staticData: { title: '会员服务协议' },
  component: PurchasePage,
});

function PurchasePage() {
  return <LegalPage text={MEMBERSHIP_AGREEMENT} />;
}
