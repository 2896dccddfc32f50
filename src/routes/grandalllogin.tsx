import { Box, Flex, Heading, Image, List, Stack, Text } from '@chakra-ui/react';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { getState } from '@/lib/store';
import { safeRedirect } from '@/lib/auth-rules';
import { configInfoQueryOptions, ensureBrand } from '@/features/base/queries';
import { useBrand } from '@/features/base/useBrand';
import { LoginForm } from '@/features/auth/LoginForm';
import { Logo } from '@/components/layout/Logo';

/** The full login page (law-firm tenant, spec §2). After login: the ?redirect target, else the tenant's home. */
export const Route = createFileRoute('/grandalllogin')({
  staticData: { title: '登录' },
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } => {
    const r = safeRedirect(raw.redirect);
    return r ? { redirect: r } : {};
  },
  beforeLoad: async ({ context: { queryClient }, search }) => {
    if (!getState().token) return;
    const brand = await ensureBrand(queryClient);
    throw redirect({ href: search.redirect ?? brand.home_path, replace: true });
  },
  component: GrandAllLoginPage,
});

const FEATURES = ['合同审查：风险提示、修订建议与审查意见书', '法律研究：问题拆解与附出处的结论', '文书起草与文件问答：从材料到文书'];

function GrandAllLoginPage() {
  const brand = useBrand();
  const config = useQuery(configInfoQueryOptions()).data;
  const router = useRouter();
  const { redirect: redirectTo } = Route.useSearch();

  return (
    <Flex minH="100vh" direction={{ base: 'column', md: 'row' }}>
      <Flex
        flex="1"
        direction="column"
        justify="space-between"
        p={{ base: '8', md: '14' }}
        color="white"
        bgGradient="to-br"
        gradientFrom="brand.700"
        gradientTo="brand.950"
      >
        <Logo inverted />
        <Stack gap="6" maxW="md" my="12">
          <Heading as="h1" size="3xl" lineHeight="1.3">
            {brand.tenant_name}
            <br />
            AI 法律工作台
          </Heading>
          <List.Root gap="3" variant="plain">
            {FEATURES.map((f) => (
              <List.Item key={f} color="whiteAlpha.900" alignItems="center" gap="3">
                <Box w="1.5" h="1.5" rounded="full" bg="gold.400" flexShrink={0} />
                {f}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
        <Text fontSize="xs" color="whiteAlpha.700">
          AI生成内容仅供参考，不构成正式法律意见。
        </Text>
      </Flex>
      <Flex flex="1" align="center" justify="center" p="8" bg="bg.canvas">
        <Box w="full" maxW="420px" bg="white" rounded="xl" shadow="md" borderWidth="1px" borderColor="border" p="8">
          <Heading as="h2" size="xl" mb="1" display="flex" alignItems="center" gap="2.5">
            {config?.logo && <Image src={config.logo} alt="" boxSize="8" objectFit="contain" />}
            账号登录
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="4">
            {config?.login_top_text || `欢迎使用${brand.product_title}`}
          </Text>
          <LoginForm onSuccess={() => router.history.replace(redirectTo ?? brand.home_path)} methods={config?.login_methods} />
        </Box>
      </Flex>
    </Flex>
  );
}
