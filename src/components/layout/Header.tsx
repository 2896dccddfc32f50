import { Badge, Button, Flex, HStack, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useBrand } from '@/features/base/useBrand';
import { useUserInfo } from '@/features/base/useUserInfo';
import { openLoginDialog } from '@/features/auth/login-gate';
import { useAppStore } from '@/lib/store';
import { Logo } from './Logo';
import { InstallButton } from './InstallButton';


// The account menu (menu + positioning code) is only needed once someone is logged in.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

export const HEADER_HEIGHT = '56px';

export function Header() {
  const brand = useBrand();
  const token = useAppStore((s) => s.token);
  const info = useUserInfo();
  const validity = info?.personal_info.validity_data;

  return (
    <Flex
      as="header"
      h={HEADER_HEIGHT}
      px="5"
      align="center"
      justify="space-between"
      bg="white"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Logo />
      <HStack gap="3">
        <InstallButton />
        {brand.show_trial_badge && validity && (
          <Badge colorPalette="gold" variant="surface" size="md">
            体验版 到期 {validity}
          </Badge>
        )}
        {token ? (
          <Suspense fallback={<Skeleton h="8" w="28" rounded="md" />}>
            <UserMenu info={info} />
          </Suspense>
        ) : (
          <Button size="sm" colorPalette="brand" onClick={() => openLoginDialog()}>
            登录
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
