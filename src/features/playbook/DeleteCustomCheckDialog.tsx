import { Text } from '@chakra-ui/react';
import { PlaybookMessages, type TCustomCheck } from '@common/api/playbook';
import { Messages } from '@common/codes';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { notify } from '@/lib/notify';
import { useDeleteCustomCheckMutation } from './queries';

/** 确认删除本所检查？ — what deleting does and does not change. */
export function DeleteCustomCheckDialog({ check, onClose }: { check: TCustomCheck; onClose: () => void }) {
  const remove = useDeleteCustomCheckMutation();
  const handleConfirm = async () => {
    if (remove.isPending) return;
    try {
      await remove.mutateAsync(check.id);
    } catch (err) {
      notify.error(err instanceof Error && err.message ? err.message : Messages.internal);
      return;
    }
    notify.success(PlaybookMessages.deleted);
    onClose();
  };
  return (
    <ConfirmDialog
      title="确认删除本所检查？"
      confirmLabel="确认删除"
      onConfirm={() => void handleConfirm()}
      onClose={onClose}
      loading={remove.isPending}
      maxW="440px"
      testId="delete-custom-check-dialog"
    >
      <Text fontWeight="medium">「{check.title}」</Text>
      <Text mt="2" color="fg.muted" fontSize="sm">
        删除后，之后的审查不再执行这条检查；已完成的审查结果不受影响。修改记录会保留这条检查删除前的内容。如只是暂时不用，可以将它停用。
      </Text>
    </ConfirmDialog>
  );
}
