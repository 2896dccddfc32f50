import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/LegalPage';
import { USER_AGREEMENT } from '@/features/legal/texts';

export const Route = createFileRoute('/userAgree')({
  staticData: { title: '用户服务协议' },
  component: UserAgreePage,
});

function UserAgreePage() {
  return <LegalPage text={USER_AGREEMENT} />;
}
