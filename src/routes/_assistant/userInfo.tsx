import { Badge, Box, Button, Grid, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useUserInfo } from '@/features/base/useUserInfo';
import { modelName, remainingQuota } from '@/features/base/model-names';
import { openLoginDialog } from '@/features/auth/login-gate';
import { maskPhone } from '@/lib/format';
import { openVipDialog, useAppStore } from '@/lib/store';
import { membershipStatus } from '@/features/accounts/vip-model';

/** 个人信息: account, membership and remaining uses per function (spec §3 user info). Public path: visitors get a login prompt. */
export const Route = createFileRoute('/_assistant/userInfo')({
  staticData: { title: '个人信息' },
  component: UserInfoPage,
});

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text color="fg.muted">{label}</Text>
      <Box>{children}</Box>
    </>
  );
}

function UserInfoPage() {
  const token = useAppStore((s) => s.token);
  const info = useUserInfo();
  const p = info?.personal_info;
  // The same words as /vip and the balance page (体验会员 during the sign-up gift, 会员已到期 after a lapse).
  const status = p ? membershipStatus(p, p.is_new_user) : null;

  return (
    <Box px={{ base: '4', md: '8' }} py="8" maxW="4xl">
      <Heading as="h1" size="xl" mb="6">
        个人信息
      </Heading>
      {!token ? (
        <Stack bg="white" borderWidth="1px" borderColor="border" rounded="xl" p="8" align="flex-start" gap="4">
          <Text color="fg.muted">登录后可查看账号信息、会员有效期与各功能的剩余次数。</Text>
          <Button colorPalette="brand" onClick={() => openLoginDialog()}>
            登录
          </Button>
        </Stack>
      ) : (
        <Stack gap="6">
          <Box bg="white" borderWidth="1px" borderColor="border" rounded="xl" p="6">
            <Heading as="h2" size="md" mb="4">
              账号
            </Heading>
            <Grid templateColumns="8em 1fr" rowGap="3" fontSize="sm">
              <Row label="手机号">{p ? maskPhone(p.phone) : '—'}</Row>
              <Row label="用户名">{p?.username || '—'}</Row>
              <Row label="会员">
                <HStack gap="2">
                  <Badge colorPalette={p?.is_member ? 'gold' : 'gray'}>{(status?.kind === 'member' && p?.package_name) || (status?.label ?? '—')}</Badge>
                  {p?.is_new_user && <Badge colorPalette="brand">新用户</Badge>}
                </HStack>
              </Row>
              <Row label="有效期">{p?.validity_data ? `至 ${p.validity_data}` : '尚未开通会员'}</Row>
            </Grid>
            <HStack gap="3" mt="5">
              {/* spec §4 INITIATIVE: the user opens the VIP dialog themselves. */}
              <Button size="sm" colorPalette="gold" onClick={() => openVipDialog('INITIATIVE')}>
                {p?.is_member && !p.is_new_user ? '续费会员' : '开通会员'}
              </Button>
              <Button size="sm" variant="outline" asChild>
                <Link to="/modifyPassword">修改密码</Link>
              </Button>
            </HStack>
          </Box>
          <Box bg="white" borderWidth="1px" borderColor="border" rounded="xl" p="6">
            <Heading as="h2" size="md" mb="4">
              剩余次数
            </Heading>
            {p && p.use_info.length > 0 ? (
              <Table.Root size="sm" variant="line">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>功能</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">总次数</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">已使用</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">剩余</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {p.use_info.map((u) => (
                    <Table.Row key={u.models}>
                      <Table.Cell>{modelName(u.models)}</Table.Cell>
                      <Table.Cell textAlign="end">{u.number}</Table.Cell>
                      <Table.Cell textAlign="end">{u.use_number}</Table.Cell>
                      <Table.Cell textAlign="end" fontWeight="semibold" color={remainingQuota(u) === 0 ? 'fg.error' : 'fg'}>
                        {remainingQuota(u)}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {info ? '暂无可用次数记录。' : '正在加载…'}
              </Text>
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
