import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { CourseDetailPage } from '@/features/learning/CourseDetailPage';

/** /courseDetail?course_id= (issue 13). */
export const Route = createFileRoute('/courseDetail')({
  staticData: { title: '课程详情' },
  validateSearch: (raw: Record<string, unknown>) => ({ course_id: typeof raw.course_id === 'string' ? raw.course_id.slice(0, 40) : '' }),
  component: CourseDetailRoute,
});

function CourseDetailRoute() {
  const { course_id } = Route.useSearch();
  return (
    <StandalonePage maxW="6xl">
      <CourseDetailPage courseId={course_id} />
    </StandalonePage>
  );
}
