import { Button, CloseButton, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { TTask } from '@common/api/contract';
import { Messages } from '@common/codes';
import { TASK_NAME_MAX } from '@common/limits';
import { notify } from '@/lib/notify';
import { isQueuedResult } from '@/lib/offline/sw-protocol';
import { useRenameTaskMutation } from '../queries';

/** spec §5: at most 60 characters (任务名称不能超过60个字); confirm disabled when empty. */
export function renameProblem(name: string): 'empty' | 'too-long' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'empty';
  if ([...trimmed].length > TASK_NAME_MAX) return 'too-long';
  return null;
}

export function RenameTaskDialog({ task, onClose }: { task: TTask; onClose: () => void }) {
  const [name, setName] = useState(task.task_name);
  const rename = useRenameTaskMutation();
  const problem = renameProblem(name);
  const length = [...name.trim()].length;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem || rename.isPending) return;
    let result: unknown;
    try {
      result = await rename.mutateAsync({ task_id: task.task_id, task_name: name.trim() });
    } catch {
      return; // the api client has shown the server's message
    }
    if (!isQueuedResult(result)) notify.success(Messages.renamed);
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="440px" data-testid="rename-dialog">
            <form onSubmit={(e) => void handleSubmit(e)}>
            <Dialog.Header>
              <Dialog.Title>重命名</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={problem === 'too-long'}>
                <Field.Label>任务名称</Field.Label>
                <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="请输入任务名称" autoFocus />
                {problem === 'too-long' ? (
                  <Field.ErrorText>{Messages.taskNameTooLong}</Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    <Text as="span" color={length > TASK_NAME_MAX ? 'red.600' : 'fg.muted'}>
                      {length}/{TASK_NAME_MAX}
                    </Text>
                  </Field.HelperText>
                )}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                取消
              </Button>
              <Button type="submit" disabled={problem !== null} loading={rename.isPending}>
                确定
              </Button>
            </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
