/**
 * The VIP dialog (spec §4 reasons AUTH_EXPIRE, INITIATIVE, NOT_QUOTA), opened through openVipDialog by the VIP gate
 * (any call answered 10014), by modules that check quota themselves, and by the 开通会员 entries. It reads the
 * caller's balance so that it can tell a lapsed membership from used-up quotas and a personal user (leads to /vip)
 * from an enterprise member (told to ask their administrator: spec §6, only personal users buy membership).
 */
import { Badge, Button, CloseButton, Dialog, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { setState, useAppStore } from '@/lib/store';
import { balanceQueryOptions } from './queries';
import { vipDialogText } from './vip-model';

export function VipDialog() {
  const { open, reason } = useAppStore((s) => s.vipDialog);
  const token = useAppStore((s) => s.token);
  const navigate = useNavigate();
  const balance = useQuery({ ...balanceQueryOptions(), enabled: Boolean(token) && open });
  const close = () => setState({ vipDialog: { open: false, reason: null } });
  const loading = Boolean(token) && balance.isPending;
  const text = vipDialogText(reason ?? 'INITIATIVE', balance.data ?? null);
  const b = balance.data;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md" data-testid="vip-dialog" data-reason={reason ?? 'INITIATIVE'}>
            <Dialog.Header>
              <Dialog.Title>{loading ? '开通会员' : text.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {loading ? (
                <Skeleton h="12" />
              ) : (
                <Stack gap="3">
                  <Text>{text.body}</Text>
                  {b && (
                    <HStack gap="2" fontSize="sm" color="fg.muted">
                      <Badge colorPalette={b.is_member ? 'gold' : 'gray'}>{b.is_member ? '会员' : '非会员'}</Badge>
                      <Text>{b.validity_data ? `有效期至 ${b.validity_data}` : '尚未开通会员'}</Text>
                    </HStack>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {text.action === 'vip' ? (
                <>
                  <Button variant="outline" onClick={close}>
                    暂不需要
                  </Button>
                  <Button
                    colorPalette="gold"
                    disabled={loading}
                    onClick={() => {
                      close();
                      void navigate({ to: '/vip' });
                    }}
                  >
                    {reason === 'INITIATIVE' ? '查看会员套餐' : '开通会员'}
                  </Button>
                </>
              ) : (
                <Button colorPalette="brand" onClick={close}>
                  知道了
                </Button>
              )}
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
