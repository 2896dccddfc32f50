import { createFileRoute } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { CourseListPage } from '@/features/learning/CourseListPage';
import type { TCourseFilters } from '@/features/learning/queries';

const TAGS = ['精选', '最新'] as const;
const LEVELS = ['入门', '进阶', '实务'] as const;

/** /courseList?area=&tag=&level=&search=&page= (issue 13). */
export const Route = createFileRoute('/courseList')({
  staticData: { title: '课程列表' },
  validateSearch: (raw: Record<string, unknown>): TCourseFilters => {
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined);
    const page = Number(raw.page);
    return {
      area: text(raw.area),
      tag: TAGS.find((t) => t === raw.tag),
      level: LEVELS.find((l) => l === raw.level),
      search: text(raw.search),
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  },
  component: CourseListRoute,
});

function CourseListRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <StandalonePage maxW="7xl">
      <CourseListPage filters={filters} onChange={(next) => void navigate({ search: next })} />
    </StandalonePage>
  );
}
