import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/LegalPage';
import { PRIVACY_POLICY } from '@/features/legal/texts';

export const Route = createFileRoute('/userPrivacy')({
  staticData: { title: '隐私政策' },
  component: UserPrivacyPage,
});

function UserPrivacyPage() {
  return <LegalPage text={PRIVACY_POLICY} />;
}
