import { Box, Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { RECENT_TASKS_ON_PAGE } from '@common/limits';
import { useAppStore } from '@/lib/store';
import { useOfflineTasks } from '@/lib/offline/useOfflineTasks';
import { RECENT_TASKS_QUERY, tasksQueryOptions } from '../queries';
import { TaskCard } from '../tasks/TaskCard';
import { ChevronRightIcon } from '../icons';

/** 最近审查: the 4 newest tasks and the 全部 link that opens the history panel (spec §2). */
export function RecentTasks({ onShowAll }: { onShowAll: () => void }) {
  const token = useAppStore((s) => s.token);
  const list = useQuery({ ...tasksQueryOptions(RECENT_TASKS_QUERY), enabled: Boolean(token) });
  // Cached rows first (offline too), then the server's, with changes made offline applied (issue 4, decision 091).
  const offline = useOfflineTasks('contract', list.data?.contract_infos, { limit: RECENT_TASKS_ON_PAGE });
  const tasks = offline.rows.slice(0, RECENT_TASKS_ON_PAGE);
  return (
    <Box as="section" aria-labelledby="recent-title" data-testid="recent-tasks">
      <HStack justify="space-between" mb="3">
        <HStack gap="2" align="baseline">
          <Text as="h2" id="recent-title" fontWeight="semibold" fontSize="md">
            最近审查
          </Text>
          {list.data && list.data.total_count > 0 && (
            <Text fontSize="xs" color="fg.muted">
              共 {list.data.total_count} 份
            </Text>
          )}
        </HStack>
        <Button size="sm" variant="ghost" colorPalette="brand" onClick={onShowAll} data-testid="show-all">
          全部
          <ChevronRightIcon />
        </Button>
      </HStack>
      {token && list.isPending && !tasks.length ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {Array.from({ length: RECENT_TASKS_ON_PAGE }, (_, i) => (
            <Skeleton key={i} h="36" rounded="lg" />
          ))}
        </SimpleGrid>
      ) : tasks.length ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {tasks.map((t) => (
            <TaskCard key={t.task_id} task={t} />
          ))}
        </SimpleGrid>
      ) : (
        <Stack align="center" gap="1" py="10" bg="white" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="lg" data-testid="recent-empty">
          <Text fontWeight="medium">暂无审查记录</Text>
          <Text fontSize="sm" color="fg.muted">
            执行过的历史任务将出现在这里
          </Text>
        </Stack>
      )}
    </Box>
  );
}
