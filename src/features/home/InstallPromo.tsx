import { Flex, HStack, Text } from '@chakra-ui/react';
import { useInstallPrompt } from '@/lib/pwa/useInstallPrompt';
import { InstallButton } from '@/components/layout/InstallButton';
import { InstallIcon } from '@/components/icons';
import { useBrand } from '@/features/base/useBrand';

/** Install-to-desktop offered on the home page too (architecture.md §4), only while the browser allows it. */
export function InstallPromo() {
  const { canInstall, installed } = useInstallPrompt();
  const brand = useBrand();
  if (!canInstall || installed) return null;
  return (
    <Flex data-testid="install-promo" align="center" justify="space-between" gap="4" rounded="xl" px="5" py="3" bg="white" borderWidth="1px" borderColor="border">
      <HStack gap="3" color="fg.muted">
        <InstallIcon boxSize="5" />
        <Text fontSize="sm">把{brand.product_title}安装到桌面，像本地软件一样从开始菜单或程序坞打开。</Text>
      </HStack>
      <InstallButton />
    </Flex>
  );
}
