/**
 * 订单与兑换码 (issue 12 item 1): the `manual` payment provider's other half. Buyers submit orders on /vip and pay
 * by transfer; here the operator (the tenant's admin) sees the orders and marks one paid after checking the money
 * arrived, which grants the package once. The platform admin also issues exchange codes in batches here.
 */
import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TOrder, TOrderState } from '@common/api/accounts';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { IssueCodesCard } from './IssueCodesCard';
import { manageOrdersQueryOptions, packagesQueryOptions, useConfirmOrderMutation } from './order-queries';
import { formatPrice, ORDER_STATE_LABELS } from './vip-model';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '—');

export function OrderManagementPage() {
  const [state, setState] = useState<TOrderState | ''>('NOT_PAY');
  const [confirming, setConfirming] = useState<TOrder | null>(null);
  const orders = useQuery(manageOrdersQueryOptions());
  const packages = useQuery(packagesQueryOptions());
  const packageName = new Map((packages.data?.items ?? []).map((p) => [p.package_id, p.package_name]));
  const confirm = useConfirmOrderMutation();
  const all = orders.data?.items ?? [];
  const shown = state ? all.filter((o) => o.state === state) : all;
  const waiting = all.filter((o) => o.state === 'NOT_PAY').length;

  return (
    <Stack gap="6" p="6">
      <Box>
        <Heading as="h1" size="lg">
          订单与兑换码
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="1">
          会员订单通过转账付款（不接入在线支付）。核对到账后点击「确认收款」，会员有效期与套餐次数立即到账，每个订单只能确认一次。
        </Text>
      </Box>

      <Box bg="white" borderWidth="1px" borderColor="border" rounded="xl" p="5">
        <HStack justify="space-between" mb="3" wrap="wrap" gap="3">
          <Heading as="h2" size="md">
            会员订单 {waiting > 0 && <Badge colorPalette="orange" ms="2">{waiting} 笔待确认</Badge>}
          </Heading>
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field aria-label="订单状态" value={state} onChange={(e) => setState(e.target.value as TOrderState | '')}>
              <option value="">全部订单</option>
              {(Object.keys(ORDER_STATE_LABELS) as TOrderState[]).map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATE_LABELS[s].label}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </HStack>
        <Table.Root size="sm" variant="outline" data-testid="orders-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>下单时间</Table.ColumnHeader>
              <Table.ColumnHeader>手机号</Table.ColumnHeader>
              <Table.ColumnHeader>套餐</Table.ColumnHeader>
              <Table.ColumnHeader>金额</Table.ColumnHeader>
              <Table.ColumnHeader>状态</Table.ColumnHeader>
              <Table.ColumnHeader>确认时间</Table.ColumnHeader>
              <Table.ColumnHeader>操作</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((o) => (
              <Table.Row key={o.order_id} data-testid="order-row" data-phone={o.user_phone ?? ''} data-state={o.state}>
                <Table.Cell>{when(o.created_at)}</Table.Cell>
                <Table.Cell>{o.user_phone ?? '—'}</Table.Cell>
                <Table.Cell>{packageName.get(o.package_id) ?? o.package_id}</Table.Cell>
                <Table.Cell>{formatPrice(o.price_cents)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={ORDER_STATE_LABELS[o.state].palette}>{ORDER_STATE_LABELS[o.state].label}</Badge>
                </Table.Cell>
                <Table.Cell>{when(o.paid_at)}</Table.Cell>
                <Table.Cell>
                  {o.state === 'NOT_PAY' && o.provider === 'manual' ? (
                    <Button size="xs" colorPalette="brand" onClick={() => setConfirming(o)}>
                      确认收款
                    </Button>
                  ) : (
                    '—'
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
            {orders.isSuccess && shown.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={7}>
                  <Text fontSize="sm" color="fg.muted" textAlign="center" py="4">
                    {state === 'NOT_PAY' ? '没有待确认收款的订单' : '暂无订单'}
                  </Text>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>

      {orders.data?.can_issue_codes && <IssueCodesCard />}

      {confirming && (
        <ConfirmDialog
          title="确认已收到这笔款项？"
          confirmLabel="确认收款"
          loading={confirm.isPending}
          testId="order-confirm-dialog"
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            confirm.mutate(confirming.order_id, {
              onSuccess: () => {
                notify.success('已确认收款，会员与次数已到账');
                setConfirming(null);
              },
              onError: (e) => {
                notify.error(e instanceof ApiError ? e.message : '确认失败，请稍后重试');
                setConfirming(null);
              },
            })
          }
        >
          <Text fontSize="sm">
            {confirming.user_phone ?? '该用户'} 的「{packageName.get(confirming.package_id) ?? confirming.package_id}」，金额 {formatPrice(confirming.price_cents)}。
            确认后立即开通，且不能撤销。
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
