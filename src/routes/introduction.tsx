import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { IntroductionPage } from '@/features/learning/IntroductionPage';

export const Route = createFileRoute('/introduction')({
  staticData: { title: '产品介绍' },
  component: IntroductionRoute,
});

function IntroductionRoute() {
  return (
    <StandalonePage maxW="6xl">
      <IntroductionPage />
    </StandalonePage>
  );
}
