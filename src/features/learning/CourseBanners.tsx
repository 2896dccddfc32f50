import { Box, Flex, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TCourseCard } from '@common/api/learning';
import { useBrand } from '@/features/base/useBrand';
import { CourseCard } from './CourseCard';
import { recommendQueryOptions } from './queries';

/** spec §1: at least 6 cards in a row, duplicated so the loop has no seam; 5 s of animation per card. */
const MIN_CARDS = 6;
const SECONDS_PER_CARD = 5;
const CARD_WIDTH = 240;
const GAP = 16;

// !important: the track's inline \`animation\` shorthand also sets animation-play-state (running), and an inline style
// beats this rule — without it the rows never paused on hover (found by tests/e2e/home.test.ts).
const KEYFRAMES = `@keyframes lawdesk-course-marquee { from { transform: translateX(0); } to { transform: translateX(-50%); } }
.lawdesk-course-row:hover .lawdesk-course-track, .lawdesk-course-row:focus-within .lawdesk-course-track { animation-play-state: paused !important; }
@media (prefers-reduced-motion: reduce) { .lawdesk-course-track { animation: none !important; } }`;

function BannerRow({ tag, courses }: { tag: '精选' | '最新'; courses: TCourseCard[] }) {
  let cards = courses.filter((c) => c.tags.includes(tag));
  if (tag === '最新') cards = [...cards].sort((a, b) => b.published_at.localeCompare(a.published_at));
  if (cards.length === 0) return null;
  // Fewer than six courses: repeat them until the row is full, then duplicate the whole row for the loop.
  while (cards.length < MIN_CARDS) cards = [...cards, ...cards];
  const loop = [...cards, ...cards];
  return (
    <Stack gap="3" data-banner-row={tag}>
      <HStack justify="space-between">
        <HStack gap="2">
          <Text fontWeight="semibold">{tag === '精选' ? '精选课程' : '最新上线'}</Text>
          <Text fontSize="sm" color="fg.muted">
            {tag === '精选' ? '律师口碑最好的实务课' : '每月更新的新法新规解读'}
          </Text>
        </HStack>
        <ChakraLink asChild fontSize="sm" color="brand.fg">
          <Link to="/courseList" search={{ tag, page: 1 }}>
            查看全部
          </Link>
        </ChakraLink>
      </HStack>
      <Box className="lawdesk-course-row" overflow="hidden" mx="-1" px="1" py="1">
        <Flex
          className="lawdesk-course-track"
          gap={`${GAP}px`}
          w="max-content"
          style={{ animation: `lawdesk-course-marquee ${cards.length * SECONDS_PER_CARD}s linear infinite` }}
        >
          {loop.map((course, i) => (
            <Box key={`${course.course_id}-${i}`} aria-hidden={i >= cards.length ? true : undefined}>
              <CourseCard course={course} width={`${CARD_WIDTH}px`} />
            </Box>
          ))}
        </Flex>
      </Box>
    </Stack>
  );
}

/** The home page's course banner rows (spec §1): 精选 and 最新, scrolling, paused while the pointer is on them. */
export default function CourseBanners() {
  const brand = useBrand();
  const hidden = brand.hidden_menu_groups.includes('learning');
  const { data } = useQuery({ ...recommendQueryOptions('course'), enabled: !hidden });
  if (hidden) return null;
  const courses = (data?.items ?? []).filter((i): i is TCourseCard => 'course_id' in i);
  if (courses.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-courses">
      <style>{KEYFRAMES}</style>
      <Heading as="h2" id="home-courses" size="lg" mb="4">
        课程推荐
      </Heading>
      <Stack gap="6">
        <BannerRow tag="精选" courses={courses} />
        <BannerRow tag="最新" courses={courses} />
      </Stack>
    </Box>
  );
}
