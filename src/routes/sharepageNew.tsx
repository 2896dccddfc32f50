import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/sharepageNew')({
  staticData: { title: '分享内容' },
  component: SharepageNewPage,
});

function SharepageNewPage() {
  return (
    <StandalonePage>
      <UnderConstruction />
    </StandalonePage>
  );
}
