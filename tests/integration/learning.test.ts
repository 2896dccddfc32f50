/** Learning and home recommendations (issue 13; spec §3, §5, §7): what the home page and /courseList rely on. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourseDetail, TCourseList, TPopup, TRecommendResponse } from '@common/api/learning';
import { OPERATION_BASE } from '@common/api/paths';
import { loginWithSmsCode } from '../helpers/auth';
import { buildTestApp, type TTestApp } from '../helpers/build-test-app';
import { TestClient } from '../helpers/test-client';

let t: TTestApp;
let visitor: TestClient;
let lawyer: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ services: ['api'] });
  visitor = new TestClient(t.app);
  lawyer = new TestClient(t.app);
  await loginWithSmsCode(lawyer, t.dataDir);
});
afterAll(() => t.close());

describe('GET base/recommend (spec §7 home recommendations)', () => {
  it('gives a visitor 4 questions, 4 law and 4 case keywords, and every course, featured first', async () => {
    const q = await visitor.get<TRecommendResponse>(TestClient.saas('base/recommend'), { query: { type: 'question' } });
    expect(q.body.code).toBe(200);
    expect(q.body.data.items).toHaveLength(4);
    expect(q.body.data.items[0]).toHaveProperty('question_name');
    for (const type of ['law', 'case']) {
      const r = await visitor.get<TRecommendResponse>(TestClient.saas('base/recommend'), { query: { type } });
      expect(r.body.data.items).toHaveLength(4);
      expect(r.body.data.items[0]).toHaveProperty('keyword_name');
    }
    const courses = await visitor.get<TRecommendResponse>(TestClient.saas('base/recommend'), { query: { type: 'course' } });
    const cards = courses.body.data.items as { course_tag: string; tags: string[]; course_url: string }[];
    // spec §1: at least 6 cards per banner row.
    expect(cards.filter((c) => c.tags.includes('精选')).length).toBeGreaterThanOrEqual(6);
    expect(cards.filter((c) => c.tags.includes('最新')).length).toBeGreaterThanOrEqual(6);
    expect(cards[0]!.course_tag).toBe('精选');
    expect(cards.every((c) => !/^https?:/.test(c.course_url))).toBe(true);
  });

  it('moves to other questions on the next page (换一批) and wraps around at the end', async () => {
    const p1 = await visitor.get<TRecommendResponse>(TestClient.saas('base/recommend'), { query: { type: 'question', page: '1' } });
    const p2 = await visitor.get<TRecommendResponse>(TestClient.saas('base/recommend'), { query: { type: 'question', page: '2' } });
    expect(p2.body.data.items).not.toEqual(p1.body.data.items);
    const last = p1.body.data.total_pages;
    const wrapped = await visitor.get<TRecommendResponse>(TestClient.saas('base/recommend'), { query: { type: 'question', page: String(last + 1) } });
    expect(wrapped.body.data.items).toEqual(p1.body.data.items);
  });

  it('refuses an unknown type with a Chinese message', async () => {
    const r = await visitor.get(TestClient.saas('base/recommend'), { query: { type: 'movie' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(400);
    expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('course catalogue (/courseList, /courseDetail)', () => {
  it('filters by practice area, tag and words, and lists the 13 practice areas', async () => {
    const all = await visitor.get<TCourseList>(TestClient.saas('base/course/list'), { query: { page_size: '100' } });
    expect(all.body.data.areas).toHaveLength(13);
    expect(all.body.data.total_count).toBeGreaterThanOrEqual(24);
    const labour = await visitor.get<TCourseList>(TestClient.saas('base/course/list'), { query: { area: '劳动与社保' } });
    expect(labour.body.data.items.length).toBeGreaterThan(0);
    expect(labour.body.data.items.every((c) => c.area === '劳动与社保')).toBe(true);
    const found = await visitor.get<TCourseList>(TestClient.saas('base/course/list'), { query: { search: '违约金' } });
    expect(found.body.data.items.some((c) => c.course_name.includes('违约'))).toBe(true);
    const none = await visitor.get<TCourseList>(TestClient.saas('base/course/list'), { query: { search: '不存在的课程名xyz' } });
    expect(none.body.data).toMatchObject({ items: [], total_count: 0 });
  });

  it('shows a course with its outline and a cover the page can draw', async () => {
    const list = await visitor.get<TCourseList>(TestClient.saas('base/course/list'));
    const first = list.body.data.items[0]!;
    const detail = await visitor.get<TCourseDetail>(TestClient.saas('base/course/detail'), { query: { course_id: first.course_id } });
    expect(detail.body.data.outline.length).toBeGreaterThanOrEqual(3);
    expect(detail.body.data.related.length).toBeGreaterThan(0);
    const cover = await visitor.request('GET', first.course_image_url);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain(first.area);
  });

  it('says a missing course is gone (404, Chinese)', async () => {
    const r = await visitor.get(TestClient.saas('base/course/detail'), { query: { course_id: 'nope' } });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('课程不存在或已下架');
  });
});

describe('new-user QR popup (spec §3, §4)', () => {
  it('needs a login', async () => {
    const r = await visitor.get(TestClient.saas('base/homepage_popup'));
    expect(r.body.code).toBe(401);
  });

  it('shows until the user closes it, then stays closed today on every device', async () => {
    const before = await lawyer.get<TPopup>(`${OPERATION_BASE}/data/popup/qrcode`, { query: { type: 'qrcode' } });
    expect(before.body.data.today_closed).toBe(false);
    // Without HOME_POPUP_URL there is nothing of the operator's to scan: the page does not open the dialog.
    expect(before.body.data.enabled).toBe(false);
    expect(before.body.data.qr_svg).toContain('<svg');
    expect(before.body.data.url).toMatch(/\/h5$/);
    const closed = await lawyer.get(`${OPERATION_BASE}/popup/close`, { query: { type: 'qrcode' } });
    expect(closed.body.code).toBe(200);
    const after = await lawyer.get<TPopup>(TestClient.saas('base/homepage_popup'));
    expect(after.body.data.today_closed).toBe(true);
    // Closing twice is harmless.
    expect((await lawyer.post(`${OPERATION_BASE}/popup/close?type=qrcode`, {})).body.code).toBe(200);
  });
});
