import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { SharedView } from '@/features/chat/SharedView';

/** A shared item read-only, without login (issue 10); revoked or expired links say so. */
export const Route = createFileRoute('/sharepage')({
  staticData: { title: '分享内容' },
  component: () => (
    <StandalonePage>
      <SharedView />
    </StandalonePage>
  ),
});
