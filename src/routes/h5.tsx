import { Box, Button, Center, Heading, HStack, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { useBrand } from '@/features/base/useBrand';

/** Mobile browsers land here (spec overview): the product is desktop-only, so say so and hand over the address. */
export const Route = createFileRoute('/h5')({
  staticData: { title: '请在电脑上使用' },
  component: H5Page,
});

function H5Page() {
  const brand = useBrand();
  const address = `${window.location.origin}${brand.home_path}`;
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      notify.success('复制成功');
    } catch {
      notify.error('复制失败');
    }
  };
  return (
    <Center minH="100dvh" px="5" py="10" bg="bg.canvas">
      <Stack gap="6" maxW="sm" w="full" align="center" textAlign="center">
        <Image src="/icons/icon-192.png" alt={brand.product_title} boxSize="20" rounded="2xl" shadow="md" />
        <Stack gap="2">
          <Heading as="h1" size="xl">
            请使用电脑浏览器访问{brand.product_title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineHeight="1.8">
            {brand.product_title}为律师的桌面办公场景设计，合同审查、文书起草、文件问答等功能需要在电脑上使用。请在电脑浏览器中打开以下地址：
          </Text>
        </Stack>
        <Box w="full" bg="white" borderWidth="1px" borderColor="border" rounded="lg" px="4" py="3" fontFamily="mono" fontSize="sm" wordBreak="break-all">
          {address}
        </Box>
        <Button colorPalette="brand" w="full" size="lg" onClick={() => void handleCopy()}>
          复制链接
        </Button>
        <HStack gap="4" fontSize="xs" color="fg.muted">
          <ChakraLink asChild color="fg.muted">
            <Link to="/userAgree">用户服务协议</Link>
          </ChakraLink>
          <ChakraLink asChild color="fg.muted">
            <Link to="/userPrivacy">隐私政策</Link>
          </ChakraLink>
        </HStack>
      </Stack>
    </Center>
  );
}
