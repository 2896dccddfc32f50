import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/shareFilePage')({
  staticData: { title: '文件分享' },
  component: ShareFilePagePage,
});

function ShareFilePagePage() {
  return (
    <StandalonePage>
      <UnderConstruction />
    </StandalonePage>
  );
}
