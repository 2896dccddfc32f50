import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { TTask } from '@common/api/contract';
import type { PendingState } from '@/lib/offline/cache';
import { PendingBadge } from '@/components/offline/PendingBadge';
import { TaskStatus } from './TaskStatus';
import { FindingCounts } from './FindingCounts';
import { DownloadMenu } from './DownloadMenu';
import { useTaskActions } from './useTaskActions';
import { visibleActions } from './guards';
import { formatTaskTime } from './format';
import { EditIcon, EyeIcon, RetryIcon, TrashIcon, WordFileIcon } from '../icons';

/** One task in the history panel: dense, one line of facts and one of actions. */
export function TaskRow({ task }: { task: TTask & Partial<PendingState> }) {
  const actions = useTaskActions(task);
  const visible = visibleActions(task.status);
  return (
    <Box px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" _hover={{ bg: 'gray.50' }} data-testid="history-row" data-task-id={task.task_id}>
      <HStack gap="3" align="flex-start">
        <WordFileIcon boxSize="7" flexShrink={0} mt="0.5" />
        <Stack gap="1" flex="1" minW="0">
          <HStack justify="space-between" gap="3">
            <Text
              as="button"
              textAlign="left"
              fontWeight="medium"
              fontSize="sm"
              truncate
              title={task.task_name}
              cursor="pointer"
              _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
              onClick={actions.open}
              data-testid="task-name"
            >
              {task.task_name}
            </Text>
            <Text fontSize="xs" color="fg.subtle" flexShrink={0}>
              {formatTaskTime(task.updated_at)}
            </Text>
          </HStack>
          <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
            <Text>{task.contract_type_name || '—'}</Text>
            <Text>立场：{task.review_stance_name || '—'}</Text>
            <PendingBadge kinds={task.pendingKinds} />
            {task.review_people && <Text>审查人：{task.review_people}</Text>}
          </HStack>
          <HStack justify="space-between" gap="3" minH="7">
            <HStack gap="4" minW="0">
              <TaskStatus task={task} />
              {task.status === 'FINISH' && <FindingCounts counts={task.finding_counts} />}
            </HStack>
            <HStack gap="0.5" flexShrink={0}>
              {visible.retry ? (
                <Button size="xs" variant="ghost" colorPalette="brand" onClick={actions.retry} loading={actions.retrying} data-testid="task-retry">
                  <RetryIcon />
                  重试
                </Button>
              ) : (
                <Button size="xs" variant="ghost" onClick={actions.open} data-testid="task-open">
                  <EyeIcon />
                  查看
                </Button>
              )}
              {visible.download && <DownloadMenu onDownload={actions.download} canOpen={actions.canDownload} downloading={actions.downloading} />}
              {visible.rename && (
                <IconButton size="xs" variant="ghost" aria-label="重命名" title="重命名" onClick={actions.rename} data-testid="task-rename">
                  <EditIcon />
                </IconButton>
              )}
              <IconButton size="xs" variant="ghost" aria-label="删除" title="删除" onClick={actions.remove} data-testid="task-delete" _hover={{ color: 'red.600' }}>
                <TrashIcon />
              </IconButton>
            </HStack>
          </HStack>
        </Stack>
      </HStack>
      {actions.dialogs}
    </Box>
  );
}
