import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { UnderConstruction } from '@/components/UnderConstruction';

export const Route = createFileRoute('/courseList')({
  staticData: { title: '课程列表' },
  component: CourseListPage,
});

function CourseListPage() {
  return (
    <StandalonePage>
      <UnderConstruction />
    </StandalonePage>
  );
}
