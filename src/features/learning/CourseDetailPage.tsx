import { Badge, Box, Button, Heading, HStack, Image, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '@/lib/store';
import { courseUrl } from '@/features/home/course-url';
import { CourseCard } from './CourseCard';
import { courseDetailQueryOptions } from './queries';

/** /courseDetail?course_id= (issue 13): what the course teaches, chapter by chapter, and where to watch it. */
export function CourseDetailPage({ courseId }: { courseId: string }) {
  const token = useAppStore((s) => s.token);
  const { data, isPending, isError, error } = useQuery(courseDetailQueryOptions(courseId));
  if (isPending) return <Text color="fg.muted">加载中…</Text>;
  if (isError || !data) return <Text color="fg.error">{error?.message ?? '课程不存在或已下架'}</Text>;
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="start">
        <Image src={data.course_image_url} alt="" rounded="xl" w="full" aspectRatio={16 / 9} />
        <Stack gap="3">
          <HStack gap="2">
            {data.tags.map((t) => (
              <Badge key={t} colorPalette={t === '精选' ? 'orange' : 'green'}>
                {t}
              </Badge>
            ))}
            <Badge variant="outline">{data.level}</Badge>
          </HStack>
          <Heading as="h1" size="2xl">
            {data.course_name}
          </Heading>
          <Text color="fg.muted">
            {data.area} · {data.minutes} 分钟 · {data.published_at} 上线
          </Text>
          <Text>{data.summary}</Text>
          <Box>
            <Button asChild colorPalette="brand">
              <a href={courseUrl(data.course_url, token)} target="_blank" rel="noreferrer">
                去学习平台观看
              </a>
            </Button>
          </Box>
        </Stack>
      </SimpleGrid>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          课程大纲
        </Heading>
        <List.Root as="ol" gap="2" ps="5">
          {data.outline.map((o) => (
            <List.Item key={o.index}>
              第{o.index}讲{'\u3000'}{o.title}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      {data.related.length > 0 && (
        <Stack gap="3">
          <Heading as="h2" size="lg">
            相关课程
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {data.related.map((c) => (
              <CourseCard key={c.course_id} course={c} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
