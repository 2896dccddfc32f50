import { Box, Button, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import type { TTask } from '@common/api/contract';
import type { PendingState } from '@/lib/offline/cache';
import { PendingBadge } from '@/components/offline/PendingBadge';
import { TaskStatus } from './TaskStatus';
import { FindingCounts } from './FindingCounts';
import { DownloadMenu } from './DownloadMenu';
import { useTaskActions } from './useTaskActions';
import { visibleActions } from './guards';
import { formatShortTime, formatTaskTime } from './format';
import { WordFileIcon, EyeIcon, MoreIcon, RetryIcon, TrashIcon } from '../icons';

/** A recent task on the contract review page: name, status with progress, category and stance, time, counts, actions. */
export function TaskCard({ task }: { task: TTask & Partial<PendingState> }) {
  const actions = useTaskActions(task);
  const visible = visibleActions(task.status);
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p="4"
      display="flex"
      flexDirection="column"
      gap="3"
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ shadow: 'sm', borderColor: 'brand.200' }}
      data-testid="task-card"
      data-task-id={task.task_id}
    >
      <HStack gap="3" align="flex-start">
        <WordFileIcon boxSize="8" flexShrink={0} />
        <Stack gap="1" minW="0" flex="1">
          <Text
            as="button"
            textAlign="left"
            fontWeight="semibold"
            fontSize="sm"
            lineClamp={1}
            title={task.task_name}
            cursor="pointer"
            _hover={{ color: 'brand.fg' }}
            onClick={actions.open}
            data-testid="task-name"
          >
            {task.task_name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {task.contract_type_name || '—'} · {task.review_stance_name || '—'}
          </Text>
          <PendingBadge kinds={task.pendingKinds} />
        </Stack>
      </HStack>
      <TaskStatus task={task} />
      <Box minH="5">{task.status === 'FINISH' ? <FindingCounts counts={task.finding_counts} /> : null}</Box>
      <HStack justify="space-between" borderTopWidth="1px" borderColor="border.muted" pt="2" mt="auto">
        <Text fontSize="xs" color="fg.subtle" whiteSpace="nowrap" title={formatTaskTime(task.updated_at)}>
          {formatShortTime(task.updated_at)}
        </Text>
        <HStack gap="0.5">
          {visible.retry ? (
            <Button size="xs" variant="ghost" colorPalette="brand" onClick={actions.retry} loading={actions.retrying} data-testid="task-retry">
              <RetryIcon />
              重试
            </Button>
          ) : (
            <>
              <Button size="xs" variant="ghost" onClick={actions.open} data-testid="task-open">
                <EyeIcon />
                查看
              </Button>
              <DownloadMenu onDownload={actions.download} canOpen={actions.canDownload} downloading={actions.downloading} />
            </>
          )}
          <Menu.Root
            onSelect={(d) => (d.value === 'rename' ? actions.rename() : actions.remove())}
            positioning={{ placement: 'bottom-end' }}
          >
            <Menu.Trigger asChild>
              <IconButton size="xs" variant="ghost" aria-label="更多操作" data-testid="task-more">
                <MoreIcon />
              </IconButton>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="120px">
                  {visible.rename && (
                    <Menu.Item value="rename" data-testid="task-rename">
                      重命名
                    </Menu.Item>
                  )}
                  <Menu.Item value="delete" color="fg.error" data-testid="task-delete">
                    <TrashIcon />
                    删除
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </HStack>
      {actions.dialogs}
    </Box>
  );
}
