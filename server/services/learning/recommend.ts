import { RECOMMEND_PAGE_SIZES, type TRecommendResponse, type TRecommendType } from '@common/api/learning';
import { COURSE_CATALOGUE } from './course-catalogue';
import { toCourseCard } from './course-cards';
import { RECOMMENDED_CASE_KEYWORDS, RECOMMENDED_LAW_KEYWORDS, RECOMMENDED_QUESTIONS } from './recommendation-data';

function paginate<T>(all: readonly T[], page: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  // Pages past the end wrap around, so a "换一批" button can keep asking for the next page.
  const start = (((page - 1) % totalPages) * pageSize) % Math.max(1, all.length);
  return { items: all.slice(start, start + pageSize), total_count: all.length, total_pages: totalPages };
}

/** base/recommend: questions, law or case keywords, or courses (featured first, then newest), one page. */
export function recommend(args: { type: TRecommendType; page: number; pageSize?: number; coverBase: string }): TRecommendResponse {
  const pageSize = args.pageSize ?? RECOMMEND_PAGE_SIZES[args.type];
  switch (args.type) {
    case 'question':
      return paginate(RECOMMENDED_QUESTIONS.map((q) => ({ question_name: q })), args.page, pageSize);
    case 'law':
      return paginate(RECOMMENDED_LAW_KEYWORDS.map((k) => ({ keyword_name: k })), args.page, pageSize);
    case 'case':
      return paginate(RECOMMENDED_CASE_KEYWORDS.map((k) => ({ keyword_name: k })), args.page, pageSize);
    case 'course': {
      const ordered = [...COURSE_CATALOGUE].sort(
        (a, b) => Number(b.tags.includes('精选')) - Number(a.tags.includes('精选')) || b.published.localeCompare(a.published),
      );
      return paginate(ordered.map((c) => toCourseCard(c, args.coverBase)), args.page, pageSize);
    }
  }
}
