/** Catalogue entries -> the cards the API returns (one shape for recommendations, the list and the detail). */
import type { TCourseCard } from '@common/api/learning';
import type { TCourseEntry } from './course-catalogue';

/** Cover images are drawn by the server per course (GET base/course/cover), so no binary lives in the repository. */
export function toCourseCard(course: TCourseEntry, coverBase: string): TCourseCard {
  return {
    course_id: course.id,
    course_name: course.title,
    course_url: course.path,
    course_image_url: `${coverBase}?course_id=${encodeURIComponent(course.id)}`,
    // A course both featured and new shows as 精选 (the stronger label); `tags` keeps both for the banner rows.
    course_tag: course.tags.includes('精选') ? '精选' : (course.tags[0] ?? ''),
    tags: [...course.tags],
    area: course.area,
    level: course.level,
    minutes: course.minutes,
    summary: course.summary,
    published_at: course.published,
  };
}
