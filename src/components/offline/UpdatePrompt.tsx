import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { applyUpdate, getUpdateState, subscribeUpdateState } from '@/lib/pwa/update-state';
import { useBrand } from '@/features/base/useBrand';

/** '发现新版本，点击刷新' while a new service worker waits (issue 4 item 8, decision record 097). */
export function UpdatePrompt() {
  const { waiting } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  const brand = useBrand();
  if (!waiting) return null;
  return (
    <Box position="fixed" bottom="6" right="6" zIndex="toast" role="status" aria-live="polite">
      <HStack gap="3" px="4" py="3" bg="white" rounded="lg" shadow="lg" borderWidth="1px" borderColor="border">
        <Text fontSize="sm">{brand.product_title}有更新</Text>
        <Button size="sm" colorPalette="brand" onClick={applyUpdate}>
          发现新版本，点击刷新
        </Button>
      </HStack>
    </Box>
  );
}
