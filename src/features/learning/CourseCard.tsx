import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { TCourseCard } from '@common/api/learning';
import { useAppStore } from '@/lib/store';
import { courseUrl } from '@/features/home/course-url';

/** A course as a card: cover, tag, title, area and length; opens the course on the learning site (spec §5 URL rules). */
export function CourseCard({ course, width }: { course: TCourseCard; width?: string }) {
  const token = useAppStore((s) => s.token);
  return (
    <Box
      asChild
      display="block"
      w={width}
      flexShrink={0}
      bg="white"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border"
      transition="all 0.18s"
      _hover={{ shadow: 'md', borderColor: 'brand.300' }}
    >
      <a href={courseUrl(course.course_url, token)} target="_blank" rel="noreferrer" data-course={course.course_id}>
        <Image src={course.course_image_url} alt="" aspectRatio={16 / 9} w="full" objectFit="cover" loading="lazy" />
        <Stack gap="1.5" p="3">
          <HStack gap="1.5">
            {course.tags.map((tag) => (
              <Badge key={tag} size="sm" colorPalette={tag === '精选' ? 'orange' : 'green'}>
                {tag}
              </Badge>
            ))}
            <Text fontSize="xs" color="fg.muted">
              {course.area} · {course.minutes} 分钟
            </Text>
          </HStack>
          <Text fontWeight="semibold" fontSize="sm" lineClamp={2} minH="2.6em">
            {course.course_name}
          </Text>
        </Stack>
      </a>
    </Box>
  );
}
