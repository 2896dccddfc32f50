import { Box, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppStore } from '@/lib/store';
import { popupQueryOptions, useClosePopupMutation } from './queries';

/**
 * The new-user QR dialog (spec §2 "Dialogs": 480px with a close button; §3 QR popup; §4: shows after login unless
 * today_closed, closing tells the server). The QR is drawn by the server as SVG from the popup's url.
 */
export default function QrPopupDialog() {
  const token = useAppStore((s) => s.token);
  const { data } = useQuery(popupQueryOptions(token));
  const close = useClosePopupMutation();
  const [dismissed, setDismissed] = useState(false);
  const open = Boolean(token && data?.enabled && !data.today_closed && !dismissed);
  const handleClose = () => {
    setDismissed(true);
    close.mutate();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && handleClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="480px" maxW="calc(100vw - 32px)" data-testid="qr-popup">
            <Dialog.Header>
              <Dialog.Title>{data?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack align="center" gap="3">
                <Box
                  w="200px"
                  h="200px"
                  p="2"
                  bg="white"
                  borderWidth="1px"
                  borderColor="border"
                  rounded="lg"
                  // The server draws the SVG with the qrcode library from a URL it chose: no user input inside.
                  dangerouslySetInnerHTML={{ __html: data?.qr_svg ?? '' }}
                  css={{ '& svg': { width: '100%', height: '100%' } }}
                />
                <Text fontSize="sm" color="fg.muted" textAlign="center">
                  使用微信或手机相机扫描二维码
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={handleClose}>
                今日不再显示
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
