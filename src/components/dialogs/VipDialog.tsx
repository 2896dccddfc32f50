import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { setState, useAppStore, type TVipReason } from '@/lib/store';

const REASON_TEXT: Record<TVipReason, string> = {
  NOT_QUOTA: '您的使用次数已用完，开通会员后可继续使用。',
  AUTH_EXPIRE: '您的会员已到期，续费后可继续使用全部功能。',
  INITIATIVE: '开通会员，畅享合同审查、法律研究等全部功能。',
};

/** VIP dialog (spec §4): reasons AUTH_EXPIRE, INITIATIVE, NOT_QUOTA; leads to /vip. */
export function VipDialog() {
  const { open, reason } = useAppStore((s) => s.vipDialog);
  const navigate = useNavigate();
  const close = () => setState({ vipDialog: { open: false, reason: null } });
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title>开通会员</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{REASON_TEXT[reason ?? 'INITIATIVE']}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                暂不需要
              </Button>
              <Button
                colorPalette="gold"
                onClick={() => {
                  close();
                  void navigate({ to: '/vip' });
                }}
              >
                了解会员
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
