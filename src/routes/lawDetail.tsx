import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/lawDetail')({
  staticData: { title: '法规详情' },
  component: LawDetailPage,
});

function LawDetailPage() {
  return (
    <StandalonePage>
      <UnderConstruction />
    </StandalonePage>
  );
}
