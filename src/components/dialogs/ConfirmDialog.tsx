import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode } from 'react';

type TConfirmDialogProps = {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  maxW?: string;
  testId?: string;
};

/**
 * A destructive confirmation (spec §8 delete dialogs): an alert dialog that a click outside does not dismiss, with
 * 取消 and a red confirm button. The caller owns what confirming does and when the dialog closes.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  loading,
  maxW = '420px',
  testId,
}: TConfirmDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                取消
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
