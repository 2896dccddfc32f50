import type { TCourseList, TCourseListRequest } from '@common/api/learning';
import { COURSE_CATALOGUE, PRACTICE_AREAS } from './course-catalogue';
import { toCourseCard } from './course-cards';

/** /courseList: the catalogue filtered by practice area, tag, level and words of the title or summary; newest first. */
export function listCourses(request: TCourseListRequest, coverBase: string): TCourseList {
  const words = (request.search ?? '').split(/\s+/).filter(Boolean);
  const matching = COURSE_CATALOGUE.filter(
    (c) =>
      (!request.area || c.area === request.area) &&
      (!request.tag || c.tags.includes(request.tag)) &&
      (!request.level || c.level === request.level) &&
      words.every((w) => c.title.includes(w) || c.summary.includes(w) || c.outline.some((o) => o.includes(w))),
  ).sort((a, b) => b.published.localeCompare(a.published));
  const start = (request.page - 1) * request.page_size;
  return {
    items: matching.slice(start, start + request.page_size).map((c) => toCourseCard(c, coverBase)),
    total_count: matching.length,
    total_pages: Math.max(1, Math.ceil(matching.length / request.page_size)),
    areas: [...PRACTICE_AREAS],
  };
}
