/**
 * 会员中心 (/vip, spec §2): membership status (is_member, validity_data, the sign-up trial), the packages with
 * ordering through the payment provider, the caller's orders with their state, and exchange-code redemption.
 * The provider shipped is `manual` (decision 161): the page says plainly that no online payment happens here and
 * that an operator confirms the payment, after which quotas and membership arrive by themselves (orders re-asked
 * every 10 s while one waits).
 */
import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Grid, Heading, HStack, Input, Link as ChakraLink, List, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QUOTA_MODEL_NAMES, QUOTA_MODELS, type TOrder, type TPackage } from '@common/api/accounts';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUserInfo } from '@/features/base/useUserInfo';
import {
  balanceQueryOptions,
  myOrdersQueryOptions,
  packagesQueryOptions,
  useCreateOrderMutation,
  useRedeemCodeMutation,
  useRefreshMembership,
} from './queries';
import { formatPrice, membershipStatus, ORDER_STATE_LABELS } from './vip-model';

const STATUS_PALETTE = { member: 'gold', trial: 'brand', expired: 'red', free: 'gray' } as const;

function Card({ children, title, testId }: { children: React.ReactNode; title: string; testId?: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="border" rounded="xl" p="6" data-testid={testId}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function MembershipCard() {
  const balance = useQuery(balanceQueryOptions());
  const info = useUserInfo();
  const b = balance.data;
  if (!b) return <Skeleton h="28" rounded="xl" />;
  const status = membershipStatus(b, info?.personal_info.is_new_user ?? false);
  // Every model, so that one with no uses at all (no quota row) reads 剩余 0 次 instead of being missing.
  const left = QUOTA_MODELS.map((model) => {
    const q = b.quotas.find((x) => x.models === model);
    return { model, left: q ? Math.max(0, q.number - q.use_number) : 0 };
  });
  return (
    <Card title="我的会员" testId="vip-status">
      <HStack gap="3" mb="3">
        <Badge colorPalette={STATUS_PALETTE[status.kind]} size="lg" data-testid="vip-status-badge">
          {status.label}
        </Badge>
        <Text color="fg.muted">{status.detail}</Text>
      </HStack>
      <HStack gap="2" wrap="wrap" fontSize="sm">
        {left.map((q) => (
          <Badge key={q.model} variant="outline" colorPalette={q.left === 0 ? 'red' : 'gray'}>
            {QUOTA_MODEL_NAMES[q.model] ?? q.model} 剩余 {q.left} 次
          </Badge>
        ))}
      </HStack>
    </Card>
  );
}

function PackageCard({ pkg, onOrder, pending }: { pkg: TPackage; onOrder: () => void; pending: boolean }) {
  return (
    <Stack borderWidth="1px" borderColor="border" rounded="lg" p="5" gap="3" data-testid="vip-package" data-package={pkg.package_id}>
      <Text fontWeight="semibold" fontSize="lg">
        {pkg.package_name}
      </Text>
      <HStack align="baseline" gap="1">
        <Text fontSize="2xl" fontWeight="bold" color="gold.fg">
          {formatPrice(pkg.price_cents)}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          / {pkg.days} 天
        </Text>
      </HStack>
      <List.Root fontSize="sm" color="fg.muted" gap="1" ps="4">
        {Object.entries(pkg.quotas).map(([model, n]) => (
          <List.Item key={model}>
            {QUOTA_MODEL_NAMES[model] ?? model} {n} 次
          </List.Item>
        ))}
      </List.Root>
      <Button colorPalette="gold" onClick={onOrder} loading={pending} mt="auto">
        提交订单
      </Button>
    </Stack>
  );
}

function OrdersTable({ orders, packages }: { orders: TOrder[]; packages: TPackage[] }) {
  const name = (id: string) => packages.find((p) => p.package_id === id)?.package_name ?? id;
  if (orders.length === 0) return <Text color="fg.muted" fontSize="sm">暂无订单</Text>;
  return (
    <Table.Root size="sm" variant="line" data-testid="vip-orders">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>下单时间</Table.ColumnHeader>
          <Table.ColumnHeader>套餐</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
          <Table.ColumnHeader>订单号</Table.ColumnHeader>
          <Table.ColumnHeader>状态</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {orders.map((o) => {
          const state = ORDER_STATE_LABELS[o.state];
          return (
            <Table.Row key={o.order_id} data-testid="vip-order" data-state={o.state}>
              <Table.Cell>{new Date(o.created_at).toLocaleString('zh-CN')}</Table.Cell>
              <Table.Cell>{name(o.package_id)}</Table.Cell>
              <Table.Cell textAlign="end">{formatPrice(o.price_cents)}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {o.order_id.slice(0, 8).toUpperCase()}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={state.palette}>{state.label}</Badge>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function RedeemCard() {
  const [code, setCode] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const redeem = useRedeemCodeMutation();
  const error = redeem.error instanceof ApiError ? redeem.error.message : redeem.error ? '兑换失败，请稍后重试' : null;
  const submit = () => {
    const value = code.trim();
    if (value.length < 4) return;
    setResult(null);
    redeem.mutate(value, {
      onSuccess: (data) => {
        const granted = Object.entries(data.quotas)
          .filter(([, n]) => n > 0)
          .map(([m, n]) => `${QUOTA_MODEL_NAMES[m] ?? m} ${n} 次`)
          .join('、');
        setResult(`兑换成功：${granted || '无次数'}${data.validity_data ? `；会员有效期至 ${data.validity_data}` : ''}`);
        setCode('');
      },
    });
  };
  return (
    <Card title="兑换码" testId="vip-redeem">
      <HStack
        as="form"
        gap="2"
        maxW="lg"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input
          aria-label="兑换码"
          placeholder="请输入兑换码"
          value={code}
          maxLength={40}
          onChange={(e) => setCode(e.target.value)}
          fontFamily="mono"
        />
        <Button type="submit" colorPalette="brand" loading={redeem.isPending} disabled={code.trim().length < 4}>
          兑换
        </Button>
      </HStack>
      {error && (
        <Text color="fg.error" mt="3" role="alert">
          {error}
        </Text>
      )}
      {result && (
        <Text color="green.fg" mt="3" role="status">
          {result}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" mt="3">
        兑换码由平台发放，每个兑换码只能使用一次；兑换的次数与会员天数立即到账。
      </Text>
    </Card>
  );
}

/** When an order the operator confirmed turns PAY_SUCCESS, refresh balance and header and say so once. */
function usePaidNotice(orders: TOrder[] | undefined) {
  const refresh = useRefreshMembership();
  const seen = useRef<Map<string, string> | null>(null);
  useEffect(() => {
    if (!orders) return;
    const before = seen.current;
    seen.current = new Map(orders.map((o) => [o.order_id, o.state]));
    if (!before) return;
    if (orders.some((o) => o.state === 'PAY_SUCCESS' && before.get(o.order_id) === 'NOT_PAY')) {
      notify.success('收款已确认，会员与次数已到账');
      void refresh();
    }
  }, [orders, refresh]);
}

export function VipPage() {
  const packages = useQuery(packagesQueryOptions());
  const orders = useQuery(myOrdersQueryOptions());
  const balance = useQuery(balanceQueryOptions());
  const createOrder = useCreateOrderMutation();
  const [placing, setPlacing] = useState<string | null>(null);
  usePaidNotice(orders.data?.items);
  const team = balance.data?.account_type === 'team';

  const order = (pkg: TPackage) => {
    setPlacing(pkg.package_id);
    createOrder.mutate(pkg.package_id, {
      onSuccess: () => notify.success(`订单已提交：${pkg.package_name}，等待运营人员确认收款`),
      onSettled: () => setPlacing(null),
    });
  };

  return (
    <Box px={{ base: '4', md: '8' }} py="8" maxW="5xl">
      <Heading as="h1" size="xl" mb="6">
        会员中心
      </Heading>
      <Stack gap="6">
        <MembershipCard />
        {team ? (
          <Card title="企业会员" testId="vip-team">
            <Text>企业账号的会员期限与使用次数由企业统一购买，并由企业管理员分配。如需增加次数，请联系企业管理员。</Text>
          </Card>
        ) : (
          <Card title="会员套餐" testId="vip-packages">
            <Box bg="orange.subtle" color="orange.fg" rounded="md" px="4" py="3" mb="5" fontSize="sm" data-testid="vip-manual-notice">
              目前不支持在线支付。提交订单后，请按客服提供的账户转账付款；运营人员确认收款后，会员与次数自动到账，本页的订单状态会随之更新。
            </Box>
            {packages.data ? (
              <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
                {packages.data.items.map((p) => (
                  <PackageCard key={p.package_id} pkg={p} onOrder={() => order(p)} pending={placing === p.package_id} />
                ))}
              </Grid>
            ) : (
              <Skeleton h="56" />
            )}
            <Text fontSize="xs" color="fg.muted" mt="4">
              提交订单即表示您已阅读并同意
              <ChakraLink asChild color="brand.fg">
                <Link to="/purchase" target="_blank">
                  《会员服务协议》
                </Link>
              </ChakraLink>
              。续费时有效期自原到期日起顺延。
            </Text>
          </Card>
        )}
        {!team && (
          <Card title="我的订单" testId="vip-orders-card">
            {orders.data ? <OrdersTable orders={orders.data.items} packages={packages.data?.items ?? []} /> : <Skeleton h="16" />}
          </Card>
        )}
        <RedeemCard />
      </Stack>
    </Box>
  );
}
