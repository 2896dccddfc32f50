import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { StandalonePage } from '@/components/StandalonePage';
import { getState } from '@/lib/store';
import { safeRedirect } from '@/lib/auth-rules';
import { ensureBrand } from '@/features/base/queries';
import { useBrand } from '@/features/base/useBrand';
import { LoginForm } from '@/features/auth/LoginForm';

/**
 * /wxcode: where WeChat's QR login sends the browser back (?code=&state=). This server has no WeChat app configured
 * (spec §7 wechat/login needs the operator's WeChat Open Platform app), so the page says so plainly and offers the
 * login methods that work here — never a blank or broken page. A logged-in user goes straight on (?redirect or home).
 */
export const Route = createFileRoute('/wxcode')({
  staticData: { title: '微信扫码登录' },
  validateSearch: (raw: Record<string, unknown>): { redirect?: string; code?: string } => {
    const r = safeRedirect(raw.redirect);
    return {
      ...(r ? { redirect: r } : {}),
      ...(typeof raw.code === 'string' && raw.code ? { code: raw.code } : {}),
    };
  },
  beforeLoad: async ({ context: { queryClient }, search }) => {
    if (!getState().token) return;
    const brand = await ensureBrand(queryClient);
    throw redirect({ href: search.redirect ?? brand.home_path, replace: true });
  },
  component: WxcodePage,
});

function WxcodePage() {
  const brand = useBrand();
  const router = useRouter();
  const { redirect: redirectTo, code } = Route.useSearch();
  return (
    <StandalonePage maxW="lg">
      <Box
        bg="white"
        rounded="xl"
        shadow="sm"
        borderWidth="1px"
        borderColor="border"
        p="8"
        data-testid="wxcode"
      >
        <Stack gap="2" mb="6">
          <Heading as="h1" size="xl">
            微信扫码登录
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {code
              ? '本站尚未开通微信登录，无法使用这次扫码结果。请改用手机验证码或账号密码登录。'
              : '本站尚未开通微信扫码登录，请使用手机验证码或账号密码登录。'}
          </Text>
        </Stack>
        <LoginForm
          onSuccess={() => void router.navigate({ href: redirectTo ?? brand.home_path, replace: true })}
        />
      </Box>
    </StandalonePage>
  );
}
