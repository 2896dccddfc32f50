import { Box, Button, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CourseCard } from './CourseCard';
import { courseListQueryOptions, type TCourseFilters } from './queries';

const LEVELS = ['入门', '进阶', '实务'] as const;

/** /courseList (issue 13): the catalogue with practice-area, tag, level and keyword filters, paged by 12. */
export function CourseListPage({ filters, onChange }: { filters: TCourseFilters; onChange: (next: TCourseFilters) => void }) {
  const { data, isPending, isError } = useQuery({ ...courseListQueryOptions(filters), placeholderData: keepPreviousData });
  const [search, setSearch] = useState(filters.search ?? '');
  const set = (patch: Partial<TCourseFilters>) => onChange({ ...filters, ...patch, page: patch.page ?? 1 });
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          律台学习 · 课程
        </Heading>
        <Text color="fg.muted">由律台课程组编写的实务课程，覆盖 13 个执业领域。</Text>
      </Stack>
      <HStack gap="3" wrap="wrap" as="form" onSubmit={(e) => { e.preventDefault(); set({ search: search.trim() || undefined }); }}>
        <NativeSelect.Root w="180px" size="sm">
          <NativeSelect.Field aria-label="执业领域" value={filters.area ?? ''} onChange={(e) => set({ area: e.target.value || undefined })}>
            <option value="">全部领域</option>
            {(data?.areas ?? []).map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root w="120px" size="sm">
          <NativeSelect.Field aria-label="标签" value={filters.tag ?? ''} onChange={(e) => set({ tag: (e.target.value || undefined) as TCourseFilters['tag'] })}>
            <option value="">全部标签</option>
            <option value="精选">精选</option>
            <option value="最新">最新</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root w="120px" size="sm">
          <NativeSelect.Field aria-label="难度" value={filters.level ?? ''} onChange={(e) => set({ level: (e.target.value || undefined) as TCourseFilters['level'] })}>
            <option value="">全部难度</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input size="sm" w="240px" placeholder="搜索课程名称或内容" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        <Button size="sm" type="submit">
          搜索
        </Button>
      </HStack>
      {isError && <Text color="fg.error">课程加载失败，请稍后重试</Text>}
      {!isPending && data && data.items.length === 0 && (
        <Box py="16" textAlign="center" color="fg.muted">
          没有符合条件的课程，换个条件试试
        </Box>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
        {data?.items.map((course) => <CourseCard key={course.course_id} course={course} />)}
      </SimpleGrid>
      {data && data.total_pages > 1 && (
        <HStack justify="center" gap="3">
          <Button size="sm" variant="outline" disabled={filters.page <= 1} onClick={() => set({ page: filters.page - 1 })}>
            上一页
          </Button>
          <Text fontSize="sm">
            第 {filters.page} / {data.total_pages} 页，共 {data.total_count} 门
          </Text>
          <Button size="sm" variant="outline" disabled={filters.page >= data.total_pages} onClick={() => set({ page: filters.page + 1 })}>
            下一页
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
