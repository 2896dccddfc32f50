import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/wxcode')({
  staticData: { title: '微信扫码登录' },
  component: WxcodePage,
});

function WxcodePage() {
  return (
    <StandalonePage>
      <UnderConstruction />
    </StandalonePage>
  );
}
