/** 账户余额 / 交易流水: quotas and membership from the ledger, and the caller's transactions with filters (issue 12). */
import { useState } from 'react';
import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAYMENT_BASE, QUOTA_MODEL_NAMES, QUOTA_MODELS, TRANSACTION_REASON_NAMES, type TBalance, type TTransaction } from '@common/api/accounts';
import { useUserInfo } from '@/features/base/useUserInfo';
import { apiData } from '@/lib/api-client';
import { membershipStatus } from './vip-model';

type TPage = { items: TTransaction[]; total_count: number; total_pages: number };

const rank = (model: string) => {
  const i = (QUOTA_MODELS as readonly string[]).indexOf(model);
  return i < 0 ? QUOTA_MODELS.length : i;
};

export function AccountBalancePage({ showStatement = true }: { showStatement?: boolean }) {
  const [page, setPage] = useState(1);
  const [model, setModel] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // China calendar days, one side may stay open (api.md data_range "from#to").
  const dataRange = from || to ? `${from}#${to}` : undefined;
  const balance = useQuery({ queryKey: ['accounts', 'balance'], queryFn: ({ signal }) => apiData<TBalance>(`${PAYMENT_BASE}/account/balance`, { signal }), meta: { persist: false } });
  const tx = useQuery({
    queryKey: ['accounts', 'transactions', page, model, dataRange],
    queryFn: ({ signal }) => apiData<TPage>(`${PAYMENT_BASE}/consumption`, { signal, query: { page, page_size: 20, model: model || undefined, data_range: dataRange } }),
    placeholderData: keepPreviousData,
    enabled: showStatement,
    meta: { persist: false },
  });
  const b = balance.data;
  const info = useUserInfo();
  const status = b ? membershipStatus(b, info?.personal_info.is_new_user ?? false) : null;
  // Every function in the sidebar's order (QUOTA_MODELS), one without a quota row as 0, as /vip shows them.
  const held = new Map((b?.quotas ?? []).map((q) => [q.models, q]));
  const quotaRows = b
    ? [...QUOTA_MODELS.map((m) => held.get(m) ?? { models: m, number: 0, use_number: 0 }), ...(b.quotas.filter((q) => rank(q.models) === QUOTA_MODELS.length))]
    : [];
  return (
    <Stack gap="6" p="6">
      <HStack gap="3">
        <Text fontWeight="semibold">会员状态</Text>
        {status && (
          <Badge colorPalette={status.kind === 'member' || status.kind === 'trial' ? 'green' : 'gray'} data-testid="membership-status">
            {status.label} · {status.detail}
          </Badge>
        )}
      </HStack>
      <Table.Root size="sm" variant="outline" data-testid="quota-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>功能</Table.ColumnHeader>
            <Table.ColumnHeader>总次数</Table.ColumnHeader>
            <Table.ColumnHeader>已用</Table.ColumnHeader>
            <Table.ColumnHeader>剩余</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {quotaRows.map((q) => (
            <Table.Row key={q.models} data-model={q.models}>
              <Table.Cell>{QUOTA_MODEL_NAMES[q.models] ?? q.models}</Table.Cell>
              <Table.Cell>{q.number}</Table.Cell>
              <Table.Cell>{q.use_number}</Table.Cell>
              <Table.Cell>{Math.max(0, q.number - q.use_number)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {showStatement && (
        <Box>
          <HStack mb="3" gap="3">
            <Text fontWeight="semibold">交易流水</Text>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field aria-label="功能" value={model} onChange={(e) => { setModel(e.target.value); setPage(1); }}>
                <option value="">全部功能</option>
                {QUOTA_MODELS.map((m) => <option key={m} value={m}>{QUOTA_MODEL_NAMES[m]}</option>)}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <Input type="date" size="sm" width="40" aria-label="开始日期" value={from} max={to || undefined} onChange={(e) => { setFrom(e.target.value); setPage(1); }} />
            <Text fontSize="sm">至</Text>
            <Input type="date" size="sm" width="40" aria-label="结束日期" value={to} min={from || undefined} onChange={(e) => { setTo(e.target.value); setPage(1); }} />
            {(from || to) && (
              <Button size="xs" variant="ghost" onClick={() => { setFrom(''); setTo(''); setPage(1); }}>
                清除日期
              </Button>
            )}
          </HStack>
          <Table.Root size="sm" variant="outline" data-testid="transactions-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>时间</Table.ColumnHeader>
                <Table.ColumnHeader>功能</Table.ColumnHeader>
                <Table.ColumnHeader>变动</Table.ColumnHeader>
                <Table.ColumnHeader>变动后余额</Table.ColumnHeader>
                <Table.ColumnHeader>原因</Table.ColumnHeader>
                <Table.ColumnHeader>任务</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(tx.data?.items ?? []).map((t) => (
                <Table.Row key={t.id}>
                  <Table.Cell>{new Date(t.at).toLocaleString('zh-CN')}</Table.Cell>
                  <Table.Cell>{QUOTA_MODEL_NAMES[t.model] ?? t.model}</Table.Cell>
                  <Table.Cell color={t.change < 0 ? 'red.600' : 'green.600'}>{t.change > 0 ? `+${t.change}` : t.change}</Table.Cell>
                  <Table.Cell>{t.balance_after}</Table.Cell>
                  <Table.Cell>{TRANSACTION_REASON_NAMES[t.reason] ?? t.reason}</Table.Cell>
                  {/* Task ids are long; the first characters tell tasks apart, the full id is on hover. */}
                  <Table.Cell title={t.task_id ?? undefined} fontFamily={t.task_id ? 'mono' : undefined}>{t.task_id ? t.task_id.slice(0, 8) : '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {tx.data && tx.data.total_count === 0 && <Text color="fg.muted" mt="3">{model || dataRange ? '没有符合筛选条件的交易记录' : '暂无交易记录'}</Text>}
          <HStack mt="3" gap="2">
            <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>上一页</Button>
            <Text fontSize="sm">共 {tx.data?.total_count ?? 0} 条 · 第 {page} / {Math.max(1, tx.data?.total_pages ?? 1)} 页</Text>
            <Button size="xs" variant="outline" disabled={page >= (tx.data?.total_pages ?? 1)} onClick={() => setPage(page + 1)}>下一页</Button>
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
