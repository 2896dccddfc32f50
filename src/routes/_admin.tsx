import { Box, HStack, Heading, chakra } from '@chakra-ui/react';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/components/layout/AppShell';
import { useAppStore } from '@/lib/store';

const ADMIN_PAGES = [
  { to: '/memberManagement', label: '成员管理', adminOnly: true },
  { to: '/roleConfig', label: '角色管理', adminOnly: true },
  { to: '/enterpriseInfo', label: '企业信息', adminOnly: true },
  { to: '/loginConfig', label: '登录页配置', adminOnly: true },
  { to: '/accountBalance', label: '账户余额' },
  { to: '/tradingStatement', label: '交易记录' },
  { to: '/dataDashboard', label: '数据看板', adminOnly: true },
  { to: '/orderManagement', label: '订单与兑换码', adminOnly: true },
  { to: '/playbook', label: '审查规则配置', adminOnly: true },
] as const;

const TabLink = chakra(Link);

/** Enterprise admin area (spec §2 admin routes): the app shell plus a tab bar of the admin pages. */
export const Route = createFileRoute('/_admin')({
  component: AdminLayout,
});

function AdminLayout() {
  const isAdmin = useAppStore((s) => s.is_admin);
  return (
    <AppShell>
      <Box bg="white" borderBottomWidth="1px" borderColor="border" px="8" pt="5">
        <Heading as="h2" size="md" mb="3">
          {/* A personal user only has their own balance and statement here: it is their account, not a firm's admin. */}
          {isAdmin ? '企业管理' : '我的账户'}
        </Heading>
        <HStack as="nav" aria-label="企业管理" gap="1" overflowX="auto">
          {ADMIN_PAGES.filter((p) => isAdmin || !('adminOnly' in p)).map((p) => (
            <TabLink
              key={p.to}
              to={p.to}
              px="3"
              py="2"
              fontSize="sm"
              color="fg.muted"
              borderBottomWidth="2px"
              borderColor="transparent"
              whiteSpace="nowrap"
              _hover={{ color: 'brand.fg' }}
              activeProps={{ 'data-active': '' }}
              css={{ '&[data-active]': { color: 'brand.fg', borderColor: 'brand.solid', fontWeight: 'semibold' } }}
            >
              {p.label}
            </TabLink>
          ))}
        </HStack>
      </Box>
      <Outlet />
    </AppShell>
  );
}
