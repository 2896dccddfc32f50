import { Badge, Box, Button, HStack, Menu, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type TUserInfo } from '@common/api/base';
import { logout } from '@/features/auth/session-flow';
import { openVipDialog, useAppStore } from '@/lib/store';
import { maskPhone } from '@/lib/format';
import { LogoutIcon, SettingsIcon, UserIcon } from '../icons';

export function UserMenu({ info }: { info: TUserInfo | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isAdmin = useAppStore((s) => s.is_admin);
  const p = info?.personal_info;
  const label = p ? p.username || maskPhone(p.phone) : '我的账号';

  const handleLogout = () => void logout(queryClient, (to) => navigate({ to }));
  // A dialog opened while the menu is still closing loses focus to the menu's trigger, which it reads as a click
  // outside and closes at once (a race the e2e suite saw under load). So 开通会员 opens it once the menu is gone.
  const afterClose = useRef<(() => void) | null>(null);
  const runAfterClose = () => {
    const action = afterClose.current;
    afterClose.current = null;
    action?.();
  };
  // The menu's exit may never report its end: clicked while it was still opening, the closing animation is cut short
  // (the e2e suite saw the dialog never open under load). The dialog then opens after the longest exit there is.
  const selectVip = () => {
    afterClose.current = () => openVipDialog('INITIATIVE');
    window.setTimeout(runAfterClose, 600);
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onExitComplete={runAfterClose}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label="账号菜单">
          <Box
            as="span"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="7"
            rounded="full"
            bg="brand.solid"
            color="white"
          >
            <UserIcon boxSize="4" />
          </Box>
          <Text as="span" maxW="10em" truncate>
            {label}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64" p="0">
            <Stack gap="1.5" px="4" py="3" bg="brand.subtle" roundedTop="l2">
              <Text fontWeight="semibold">{p ? maskPhone(p.phone) : '—'}</Text>
              <HStack gap="2">
                <Badge colorPalette={p?.is_member ? 'gold' : 'gray'} variant="solid">
                  {p?.package_name || (p?.is_member ? '会员' : '免费版')}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {p?.validity_data ? `有效期至 ${p.validity_data}` : '尚未开通会员'}
              </Text>
            </Stack>
            <Separator />
            <Box p="1">
              <Menu.Item value="userInfo" onSelect={() => void navigate({ to: '/userInfo' })}>
                <UserIcon />
                个人信息
              </Menu.Item>
              <Menu.Item value="vip" onSelect={selectVip}>
                <UserIcon />
                {p?.is_member && !p.is_new_user ? '续费会员' : '开通会员'}
              </Menu.Item>
              <Menu.Item value="modifyPassword" onSelect={() => void navigate({ to: '/modifyPassword' })}>
                <SettingsIcon />
                修改密码
              </Menu.Item>
              {isAdmin && (
                <Menu.Item value="admin" onSelect={() => void navigate({ to: '/playbook' })}>
                  <SettingsIcon />
                  企业管理后台
                </Menu.Item>
              )}
              <Menu.Separator />
              <Menu.Item value="logout" color="fg.error" onSelect={handleLogout}>
                <LogoutIcon />
                退出登录
              </Menu.Item>
            </Box>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
