import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/sharepage')({
  staticData: { title: '分享内容' },
  component: SharepagePage,
});

function SharepagePage() {
  return (
    <StandalonePage>
      <UnderConstruction />
    </StandalonePage>
  );
}
