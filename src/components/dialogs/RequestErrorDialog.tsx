import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { setState, useAppStore } from '@/lib/store';

/** Spec §8: codes 10022, 10065, 10054, 10056, 10057, 10063, 12222 show this dialog with code and message. */
export function RequestErrorDialog() {
  const error = useAppStore((s) => s.requestError);
  const close = () => setState({ requestError: null });
  return (
    <Dialog.Root open={error !== null} onOpenChange={(e) => !e.open && close()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title>请求未能完成</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{error?.message}</Text>
              <Text mt="3" fontSize="sm" color="fg.muted">
                错误码：{error?.code}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={close}>
                我知道了
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
