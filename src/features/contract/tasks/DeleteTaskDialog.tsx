import { Text } from '@chakra-ui/react';
import type { TTask } from '@common/api/contract';
import { Messages } from '@common/codes';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { notify } from '@/lib/notify';
import { isQueuedResult } from '@/lib/offline/sw-protocol';
import { useDeleteTaskMutation } from '../queries';

/** spec §8 "Delete": 确认删除审查记录？ / 删除后，该审查记录将无法恢复。 / 取消, 确认删除; then 删除成功！ */
export function DeleteTaskDialog({ task, onClose }: { task: TTask; onClose: () => void }) {
  const remove = useDeleteTaskMutation();
  const handleConfirm = async () => {
    if (remove.isPending) return;
    let result: unknown;
    try {
      result = await remove.mutateAsync(task);
    } catch {
      return; // the api client has shown the server's message
    }
    if (!isQueuedResult(result)) notify.success(Messages.deleted);
    onClose();
  };
  return (
    <ConfirmDialog
      title="确认删除审查记录？"
      confirmLabel="确认删除"
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
      loading={remove.isPending}
      testId="delete-dialog"
    >
      <Text color="fg.muted">删除后，该审查记录将无法恢复。</Text>
      <Text mt="2" fontSize="sm" fontWeight="medium" truncate>
        {task.task_name}
      </Text>
    </ConfirmDialog>
  );
}
