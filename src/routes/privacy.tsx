import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/LegalPage';
import { PRIVACY_GUIDE } from '@/features/legal/texts';

export const Route = createFileRoute('/privacy')({
  staticData: { title: '个人信息保护指引' },
  component: PrivacyPage,
});

function PrivacyPage() {
  return <LegalPage text={PRIVACY_GUIDE} />;
}
