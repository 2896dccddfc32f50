import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/courseDetail')({
  staticData: { title: '课程详情' },
  component: CourseDetailPage,
});

function CourseDetailPage() {
  return (
    <StandalonePage>
      <UnderConstruction />
    </StandalonePage>
  );
}
