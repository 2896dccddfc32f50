import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { useBrand } from '@/features/base/useBrand';

/** /abnormalPage: where the app sends the user when a page cannot be shown (spec §2 standalone routes). */
export const Route = createFileRoute('/abnormalPage')({
  staticData: { title: '页面异常' },
  component: AbnormalPage,
});

function AbnormalPage() {
  const brand = useBrand();
  return (
    <StandalonePage maxW="xl">
      <Stack gap="4" align="center" textAlign="center" py="16">
        <Heading as="h1" size="xl">
          页面出现异常
        </Heading>
        <Text color="fg.muted">可能是网络波动或页面刚刚更新。请刷新重试，或返回首页继续工作。</Text>
        <HStack gap="3" mt="2">
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
          <Button asChild variant="outline">
            <Link to={brand.home_path}>返回首页</Link>
          </Button>
        </HStack>
      </Stack>
    </StandalonePage>
  );
}
