/**
 * Learning and home recommendations (spec §3 "Recommendation item", §7 "Home recommendations", issue 13):
 * base/recommend by type (question, law, case: page 1 size 4; course: page 1 size 999), the course catalogue
 * (/courseList, /courseDetail), and the new-user QR popup (spec §3 "QR popup", §4: closing tells the server).
 */
import { z } from 'zod';

export const RECOMMEND_TYPES = ['question', 'law', 'case', 'course'] as const;
export type TRecommendType = (typeof RECOMMEND_TYPES)[number];

/** spec §7: law and case page 1 size 4; question size 4; course page 1 size 999. */
export const RECOMMEND_PAGE_SIZES: Record<TRecommendType, number> = { question: 4, law: 4, case: 4, course: 999 };

export const ZRecommendRequest = z.object({
  type: z.enum(RECOMMEND_TYPES, { error: '推荐类型只能是 question、law、case 或 course' }),
  page: z.coerce.number<string>().int().min(1).max(1000).default(1),
  page_size: z.coerce.number<string>().int().min(1).max(999).optional(),
});

export const ZCourseCard = z.object({
  course_id: z.string(),
  course_name: z.string(),
  /** Without scheme: the browser adds https:// and the token (spec §5). */
  course_url: z.string(),
  course_image_url: z.string(),
  /** 精选 or 最新 (the first tag when a course has both). */
  course_tag: z.string(),
  tags: z.array(z.string()),
  area: z.string(),
  level: z.string(),
  minutes: z.number().int(),
  summary: z.string(),
  published_at: z.string(),
});
export type TCourseCard = z.infer<typeof ZCourseCard>;

/** One recommendation: a question (question_name), a search keyword (keyword_name) or a course. */
export const ZRecommendItem = z.union([
  z.object({ question_name: z.string() }),
  z.object({ keyword_name: z.string() }),
  ZCourseCard,
]);
export type TRecommendItem = z.infer<typeof ZRecommendItem>;

export const ZRecommendResponse = z.object({
  items: z.array(ZRecommendItem),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type TRecommendResponse = z.infer<typeof ZRecommendResponse>;

export const ZCourseListRequest = z.object({
  area: z.string().trim().max(40).optional(),
  tag: z.enum(['精选', '最新']).optional(),
  level: z.enum(['入门', '进阶', '实务']).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number<string>().int().min(1).max(1000).default(1),
  page_size: z.coerce.number<string>().int().min(1).max(100).default(12),
});
export type TCourseListRequest = z.infer<typeof ZCourseListRequest>;

export const ZCourseListResponse = z.object({
  items: z.array(ZCourseCard),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  areas: z.array(z.string()),
});
export type TCourseList = z.infer<typeof ZCourseListResponse>;

export const ZCourseDetailRequest = z.object({ course_id: z.string().trim().min(1).max(40) });
export const ZCourseDetailResponse = ZCourseCard.extend({
  outline: z.array(z.object({ index: z.number().int(), title: z.string() })),
  related: z.array(ZCourseCard),
});
export type TCourseDetail = z.infer<typeof ZCourseDetailResponse>;

export const POPUP_TYPES = ['qrcode'] as const;
export const ZPopupRequest = z.object({ type: z.enum(POPUP_TYPES).default('qrcode') });
/** spec §3 "QR popup": title, url (what the QR code opens), today_closed; plus the QR as an SVG to draw. */
export const ZPopupResponse = z.object({
  /** Shown only where the operator set what the QR opens (HOME_POPUP_URL): a dialog to scan nothing is noise. */
  enabled: z.boolean(),
  title: z.string(),
  url: z.string(),
  today_closed: z.boolean(),
  qr_svg: z.string(),
});
export type TPopup = z.infer<typeof ZPopupResponse>;

/**
 * What the web app learns about its own deployment and the request at start (issue 13 item 4): the IP address the
 * server saw (spec §3 store "ip"; no third-party IP service), the environment (production/test, from the server's
 * APP_ENV) and the origins a host page may postMessage from (EMBED_MESSAGE_ORIGINS).
 */
export const ZClientSettingsResponse = z.object({
  ip: z.string(),
  environment: z.enum(['production', 'test']),
  message_origins: z.array(z.string()),
});
export type TClientSettings = z.infer<typeof ZClientSettingsResponse>;

export const LearningMessages = {
  courseNotFound: '课程不存在或已下架',
} as const;
