import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/LegalPage';
import { DISCLAIMERS } from '@/features/legal/texts';

export const Route = createFileRoute('/disclaimers')({
  staticData: { title: '免责声明' },
  component: DisclaimersPage,
});

function DisclaimersPage() {
  return <LegalPage text={DISCLAIMERS} />;
}
