import { Badge, HStack, Progress, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { TASK_STATUS_LABELS, type TTask } from '@common/api/contract';
import { displayProgress } from '../progress';
import { STATUS_PALETTE } from './format';

/** Re-renders every second while `active`: the running bar creeps +1 per second up to the cap (spec §4). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
}

/** Status label; for RUNNING a thin progress bar (capped at 80, animating to 100 when the task finishes). */
export function TaskStatus({ task, withBar = true }: { task: TTask; withBar?: boolean }) {
  const running = task.status === 'RUNNING';
  const now = useNow(running);
  const progress = displayProgress(task, now);
  // spec §4: on FINISH the bar animates to 100 before it gives way to the label.
  const [prevStatus, setPrevStatus] = useState(task.status);
  const [finishing, setFinishing] = useState(false);
  if (prevStatus !== task.status) {
    setPrevStatus(task.status);
    setFinishing(prevStatus === 'RUNNING' && task.status === 'FINISH');
  }
  useEffect(() => {
    if (!finishing) return;
    const id = setTimeout(() => setFinishing(false), 1500);
    return () => clearTimeout(id);
  }, [finishing]);
  return (
    <HStack gap="2" minW="0" data-testid="task-status" data-status={task.status}>
      <Badge colorPalette={STATUS_PALETTE[task.status]} variant="subtle" size="sm" flexShrink={0}>
        {TASK_STATUS_LABELS[task.status]}
        {running ? ` ${progress}%` : ''}
      </Badge>
      {withBar && (running || finishing || task.status === 'PENDING') && (
        <Progress.Root value={progress} size="xs" colorPalette="blue" flex="1" minW="60px" maxW="160px" striped={task.status === 'PENDING'} animated>
          <Progress.Track rounded="full">
            <Progress.Range transition="width 0.8s ease" />
          </Progress.Track>
        </Progress.Root>
      )}
      {task.status === 'FAILURE' && task.failure_reason && (
        <Text fontSize="xs" color="red.600" truncate title={task.failure_reason}>
          {task.failure_reason}
        </Text>
      )}
    </HStack>
  );
}
