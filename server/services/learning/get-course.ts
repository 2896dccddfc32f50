import { LearningMessages, type TCourseDetail } from '@common/api/learning';
import { Errors } from '../../lib/app-error';
import { COURSE_CATALOGUE } from './course-catalogue';
import { toCourseCard } from './course-cards';

/** /courseDetail: one course with its outline and up to three related courses of the same practice area. */
export function getCourse(courseId: string, coverBase: string): TCourseDetail {
  const course = COURSE_CATALOGUE.find((c) => c.id === courseId);
  if (!course) throw Errors.notFound(LearningMessages.courseNotFound);
  const related = COURSE_CATALOGUE.filter((c) => c.id !== course.id && c.area === course.area).slice(0, 3);
  const others = COURSE_CATALOGUE.filter((c) => c.id !== course.id && c.area !== course.area && c.tags.includes('精选'));
  return {
    ...toCourseCard(course, coverBase),
    outline: course.outline.map((title, i) => ({ index: i + 1, title })),
    related: [...related, ...others].slice(0, 3).map((c) => toCourseCard(c, coverBase)),
  };
}
