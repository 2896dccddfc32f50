import { Badge, CloseButton, Dialog, HStack, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '@/lib/store';
import { configInfoQueryOptions } from '@/features/base/queries';
import { DEFAULT_BRAND } from '@/lib/brand';
import { cancelLogin, resumeAfterLogin } from './login-gate';
import { LoginForm } from './LoginForm';

/** spec §2: the login dialog's close button sits above everything (z-index 99999). */
const CLOSE_Z_INDEX = 99999;

/** The login dialog; opened through login-gate (requireLogin / openLoginDialog), resumes the waiting action on success. */
export function LoginDialog() {
  const open = useAppStore((s) => s.loginDialogOpen);
  const config = useQuery(configInfoQueryOptions()).data;
  const brand = config?.brand ?? DEFAULT_BRAND;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) cancelLogin();
      }}
      placement="center"
      closeOnInteractOutside={false}
      // Focus the phone field, not the first tab: the lawyer types right away.
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-testid=login-dialog] input[name=phone]')}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="440px" data-testid="login-dialog">
            <Dialog.Header pb="0">
              <Stack gap="2" w="full">
                <HStack gap="2.5">
                  <Image src={config?.logo || '/favicon.svg'} alt="" boxSize="8" objectFit="contain" data-testid="login-logo" />
                  <Dialog.Title fontSize="xl">欢迎登录{brand.product_title}</Dialog.Title>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {config?.login_top_text || '登录后即可使用合同审查、法律研究、文书起草等全部功能'}
                </Text>
                <Badge alignSelf="flex-start" colorPalette="gold" variant="subtle">
                  新用户注册送1天会员
                </Badge>
              </Stack>
            </Dialog.Header>
            <Dialog.Body pt="2" pb="6">
              <LoginForm onSuccess={resumeAfterLogin} methods={config?.login_methods} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild zIndex={CLOSE_Z_INDEX}>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
