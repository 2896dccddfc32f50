import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/introduction')({
  staticData: { title: '产品介绍' },
  component: IntroductionPage,
});

function IntroductionPage() {
  return (
    <StandalonePage>
      <UnderConstruction />
    </StandalonePage>
  );
}
