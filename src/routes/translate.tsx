import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/translate')({
  staticData: { title: '翻译详情' },
  component: TranslatePage,
});

function TranslatePage() {
  return (
    <StandalonePage>
      <UnderConstruction />
    </StandalonePage>
  );
}
